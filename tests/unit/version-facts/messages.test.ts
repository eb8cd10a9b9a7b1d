import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/version-facts/messages';
import { memoryTree } from './memory-tree';

const SOURCE = [
  /* 1 */ 'void f() {',
  /* 2 */ '  CELERITY_WARN("Performing a dry run with {} simulated nodes", n);',
  /* 3 */ '  CELERITY_ERROR("Out-of-bounds access in {}: "',
  /* 4 */ '                 "accessor {}.", task, i); // a comment, "not text"',
  /* 5 */ '  utils::report_error(m_policy.uninitialized_read_error, "{} reads {}.", a, b);',
  /* 6 */ '  utils::panic("asynchronous SYCL errors:\\n\\t{}", what);',
  /* 7 */ '  throw std::runtime_error(fmt::format("Split constraint {} is \\"odd\\"", c));',
  /* 8 */ '  throw std::runtime_error{"Side effects cannot be used in device kernels"};',
  /* 9 */ '  utils::panic("epoch_promise::get_user_allocation_id");',
  /* 10 */ '  throw std::runtime_error("Task type NYI");',
  /* 11 */ '  CELERITY_ERROR("{}", err.what());',
  /* 12 */ '  auto error = fmt::format("{} has overlapping writes in", label);',
  /* 13 */ '  for(auto& o : overlaps) { fmt::format_to(std::back_inserter(error), " {} {}", o.b, o.r); }',
  /* 14 */ '  error += ". Choose another range mapper.";',
  /* 15 */ '  utils::report_error(m_policy.overlapping_write_error, "{}", error);',
  /* 16 */ '  queue_logger.info("Using platform \'{}\'", name);',
  /* 17 */ '}',
].join('\n');

describe('runtime messages', () => {
  const facts = messages(
    memoryTree({
      'src/runtime.cc': SOURCE,
      'include/log.h': '#define CELERITY_WARN(...) CELERITY_LOG(warn, __VA_ARGS__)\n',
    }),
  );

  it('reads level, text with placeholders and escapes, and place of each kind of call', () => {
    expect(facts).toContainEqual({
      level: 'warn',
      text: 'Performing a dry run with {} simulated nodes',
      at: 'src/runtime.cc:2',
    });
    expect(facts).toContainEqual({
      level: 'error',
      text: 'Out-of-bounds access in {}: accessor {}.',
      at: 'src/runtime.cc:3',
    });
    expect(facts).toContainEqual({ level: 'policy', text: '{} reads {}.', at: 'src/runtime.cc:5' });
    expect(facts).toContainEqual({
      level: 'panic',
      text: 'asynchronous SYCL errors:\n\t{}',
      at: 'src/runtime.cc:6',
    });
    expect(facts).toContainEqual({
      level: 'throw',
      exception: 'std::runtime_error',
      text: 'Split constraint {} is "odd"',
      at: 'src/runtime.cc:7',
    });
    expect(facts).toContainEqual({
      level: 'throw',
      exception: 'std::runtime_error',
      text: 'Side effects cannot be used in device kernels',
      at: 'src/runtime.cc:8',
    });
    expect(facts).toContainEqual({ level: 'info', text: "Using platform '{}'", at: 'src/runtime.cc:16' });
  });

  it('joins a message the function assembled before reporting it', () => {
    expect(facts).toContainEqual({
      level: 'policy',
      text: '{} has overlapping writes in {} {}. Choose another range mapper.',
      at: 'src/runtime.cc:15',
    });
  });

  it('leaves out internal assertions, passed-on texts and macro definitions', () => {
    const texts = facts.map((fact) => fact.text);
    expect(texts).not.toContain('epoch_promise::get_user_allocation_id');
    expect(texts).not.toContain('Task type NYI');
    expect(texts).not.toContain('{}');
    expect(facts.some((fact) => fact.at.startsWith('include/log.h'))).toBe(false);
    expect(facts).toHaveLength(8);
  });
});
