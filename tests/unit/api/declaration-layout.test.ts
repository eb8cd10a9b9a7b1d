import { describe, expect, it } from 'vitest';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';

describe('declaration layout of variables, aliases and concepts', () => {
  it("puts a long variable type's template arguments one per line, and leaves short ones and heads alone", () => {
    const tag =
      'inline constexpr detail::access_tag<access_mode::read_write, access_mode::discard_read_write, ' +
      'target::host_task> read_write_host_task;';
    expect(layoutDeclaration(tag).split('\n')).toEqual([
      'inline constexpr detail::access_tag<',
      '    access_mode::read_write,',
      '    access_mode::discard_read_write,',
      '    target::host_task> read_write_host_task;',
    ]);
    const short = 'template <typename T>\ninline constexpr bool is_small_v = sizeof(T) < 8;';
    expect(layoutDeclaration(short)).toBe(short);
  });

  it('breaks a long alias or initialiser after its = when both sides then fit', () => {
    expect(
      layoutDeclaration(
        'template <typename T>\nusing assert_host_object_ctor_param_is_rvalue_t = typename assert_host_object_ctor_param_is_rvalue<T>::type;',
      ).split('\n'),
    ).toEqual([
      'template <typename T>',
      'using assert_host_object_ctor_param_is_rvalue_t =',
      '    typename assert_host_object_ctor_param_is_rvalue<T>::type;',
    ]);
    expect(
      layoutDeclaration(
        'std::optional<std::chrono::milliseconds> progress_warning_timeout = std::chrono::seconds(20);',
      ).split('\n'),
    ).toEqual([
      'std::optional<std::chrono::milliseconds> progress_warning_timeout =',
      '    std::chrono::seconds(20);',
    ]);
  });

  it('breaks the first list of several items, past a single-item list that holds it', () => {
    const alias =
      'using host_task_launcher = std::function<void(const range<3>& global_range, const box<3>& execution_range, ' +
      'const communicator* collective_comm)>;';
    expect(layoutDeclaration(alias).split('\n')).toEqual([
      'using host_task_launcher = std::function<void(',
      '    const range<3>& global_range,',
      '    const box<3>& execution_range,',
      '    const communicator* collective_comm)>;',
    ]);
  });

  it('puts each operand of a long condition on a line of its own, and a braced initialiser an element per line', () => {
    const condition =
      'constexpr bool is_invocable = is_invocable_for_kernel<Functor, BufferDims, 0> || ' +
      'is_invocable_for_kernel<Functor, BufferDims, 1> || is_invocable_for_kernel<Functor, BufferDims, 2>;';
    expect(layoutDeclaration(condition).split('\n')).toEqual([
      'constexpr bool is_invocable =',
      '    is_invocable_for_kernel<Functor, BufferDims, 0> ||',
      '    is_invocable_for_kernel<Functor, BufferDims, 1> ||',
      '    is_invocable_for_kernel<Functor, BufferDims, 2>;',
    ]);
    const modes =
      'constexpr std::array<sycl::access::mode, 3> consumer_modes = {sycl::access::mode::atomic, ' +
      'sycl::access::mode::read, sycl::access::mode::read_write};';
    expect(layoutDeclaration(modes).split('\n')).toEqual([
      'constexpr std::array<sycl::access::mode, 3> consumer_modes = {',
      '    sycl::access::mode::atomic,',
      '    sycl::access::mode::read,',
      '    sycl::access::mode::read_write};',
    ]);
  });

  it("puts a concept's requirements on lines of their own, a long one broken before its arrow", () => {
    const concept =
      'concept BackendEnumerator = requires(const T& a) { typename T::backend_type; ' +
      '{ a.available_backends() } -> std::same_as<std::vector<typename T::backend_type>>; ' +
      '{ a.get_priority(b) } -> std::same_as<int>; };';
    expect(layoutDeclaration(concept).split('\n')).toEqual([
      'concept BackendEnumerator = requires(const T& a) {',
      '    typename T::backend_type;',
      '    { a.available_backends() }',
      '        -> std::same_as<std::vector<typename T::backend_type>>;',
      '    { a.get_priority(b) } -> std::same_as<int>;',
      '};',
    ]);
  });

  it('breaks a line without a list of several items after the first bracket that leaves the rest room', () => {
    const alias =
      'using value_type = decltype(std::declval<TransformFn>()(std::declval<typename std::iterator_traits<Iterator>::reference>()));';
    expect(layoutDeclaration(alias).split('\n')).toEqual([
      'using value_type = decltype(std::declval<TransformFn>()(',
      '    std::declval<typename std::iterator_traits<Iterator>::reference>()));',
    ]);
  });
});

describe('declaration layout of classes', () => {
  it("puts a class's base list that does not fit on a line of its own", () => {
    const declaration =
      'template <typename DataT, int Dims, access_mode Mode>\n' +
      'class accessor<DataT, Dims, Mode, target::host_task> : public detail::accessor_base<DataT, Dims, Mode, target::host_task>;';
    expect(layoutDeclaration(declaration).split('\n')).toEqual([
      'template <typename DataT, int Dims, access_mode Mode>',
      'class accessor<DataT, Dims, Mode, target::host_task>',
      '    : public detail::accessor_base<DataT, Dims, Mode, target::host_task>;',
    ]);
    const specialization =
      'struct is_reductions_and_kernel_object<reduction_descriptor<DataT, Dims, BinaryOperation, WithExplicitIdentity>, ' +
      'ReductionsAndKernel...> : public matchbox::implement_acceptor<instruction_record, split_receive_instruction_record>;';
    expect(layoutDeclaration(specialization).split('\n')).toEqual([
      'struct is_reductions_and_kernel_object<',
      '    reduction_descriptor<',
      '        DataT,',
      '        Dims,',
      '        BinaryOperation,',
      '        WithExplicitIdentity>,',
      '    ReductionsAndKernel...>',
      '    : public matchbox::implement_acceptor<',
      '          instruction_record,',
      '          split_receive_instruction_record>;',
    ]);
    expect(layoutDeclaration('class buffer : public detail::buffer_base;')).toBe(
      'class buffer : public detail::buffer_base;',
    );
  });

  it('puts each base on a line of its own when they do not fit together, broken inside its own arguments', () => {
    const declaration =
      'class abstract_command : public intrusive_graph_node<abstract_command>, public matchbox::acceptor<' +
      'class epoch_command, class horizon_command, class execution_command, class push_command>;';
    expect(layoutDeclaration(declaration).split('\n')).toEqual([
      'class abstract_command',
      '    : public intrusive_graph_node<abstract_command>,',
      '      public matchbox::acceptor<',
      '          class epoch_command,',
      '          class horizon_command,',
      '          class execution_command,',
      '          class push_command>;',
    ]);
  });
});
