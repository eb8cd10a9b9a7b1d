import { ValidationError } from '@/lib/validation/problem';

export { didYouMean } from '@/lib/validation/problem';

/** One error in content input, in the shared `file:line:col: message` shape so an author can jump to it. */
export class ContentError extends ValidationError {
  constructor(file: string, detail: string, line?: number, column?: number) {
    super([{ file, message: detail, ...(line ? { line } : {}), ...(column ? { column } : {}) }]);
    this.name = 'ContentError';
  }
}
