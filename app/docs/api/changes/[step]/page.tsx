import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiChangesView } from '@/components/api/api-changes-view';
import { ApiPageShell } from '@/components/api/api-page-shell';
import {
  changesStepMeta,
  changesStepUrl,
  getChangesStepPageData,
  listChangeSteps,
} from '@/lib/api/pages/changes-page';
import { pageMetadata } from '@/lib/site/metadata';

// One page per pair of consecutive versions of the API history: /docs/api/changes/0-6-to-0-7/.
type Params = Promise<{ step: string }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ step: string }> {
  return listChangeSteps().map((step) => ({ step: step.slug }));
}

const findStep = async (params: Params) => {
  const { step } = await params;
  return listChangeSteps().find((candidate) => candidate.slug === step);
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const step = await findStep(params);
  return step ? pageMetadata(changesStepMeta(step)) : {};
}

export default async function ApiChangesStepPage({ params }: { params: Params }) {
  const step = await findStep(params);
  if (!step) notFound();
  const data = getChangesStepPageData(step);
  return (
    <ApiPageShell frame={data.frame} path={changesStepUrl(step)}>
      <ApiChangesView data={data} />
    </ApiPageShell>
  );
}
