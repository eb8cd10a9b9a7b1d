import { describe, expect, it } from 'vitest';
import { ciMatrix } from '@/lib/version-facts/ci-matrix';
import { cmakeVariables } from '@/lib/version-facts/cmake';
import { environmentVariables } from '@/lib/version-facts/env-vars';
import { macros, publicCompileDefinitions } from '@/lib/version-facts/macros';
import { memoryTree } from './memory-tree';

describe('environment variables', () => {
  it('reads direct reads and libenvpp registrations joined with their prefix', () => {
    const tree = memoryTree({
      'src/old.cc': 'auto a = get_env("CELERITY_DEVICES");\nauto b = std::getenv("HOME");\n',
      'src/config.cc': [
        'auto pref = env::prefix("CELERITY");',
        'const auto lvl = pref.register_option<log_level>(',
        '    "LOG_LEVEL", {log_level::trace});',
        'const auto d = pref.register_variable<std::vector<size_t>>("DEVICES", parse);',
        'pref.register_deprecated("FORCE_WG", "gone");',
        'other.register_variable<bool>("NOT_A_PREFIX");',
      ].join('\n'),
      'test/config_tests.cc': 'auto t = std::getenv("CELERITY_TEST_ONLY");',
    });
    expect(environmentVariables(tree)).toEqual([
      { name: 'CELERITY_LOG_LEVEL', status: 'read', at: 'src/config.cc:2' },
      { name: 'CELERITY_DEVICES', status: 'read', at: 'src/config.cc:4' },
      { name: 'CELERITY_FORCE_WG', status: 'deprecated', at: 'src/config.cc:5' },
      { name: 'CELERITY_DEVICES', status: 'read', at: 'src/old.cc:1' },
      { name: 'HOME', status: 'read', at: 'src/old.cc:2' },
    ]);
  });
});

describe('CMake variables', () => {
  it('keeps options, unforced cache variables and the package configuration', () => {
    const tree = memoryTree({
      'CMakeLists.txt': [
        'option(CELERITY_ENABLE_MPI "Enable MPI" ON)',
        'set(CELERITY_SYCL_IMPL "OFF" CACHE STRING "AdaptiveCpp|DPC++")',
        'set(FMT_INSTALL ON CACHE BOOL "" FORCE)',
        'set(CELERITY_CXX_STANDARD 17)',
        '  set(CELERITY_DPCPP_TARGETS',
        '    "spir64" CACHE STRING "targets")',
      ].join('\n'),
      'cmake/celerity-config.cmake.in':
        'set(CELERITY_RUNTIME_LIBRARY Celerity::celerity_runtime)\nset(OTHER 1)\n',
      'vendor/x/CMakeLists.txt': 'option(VENDORED "x" ON)',
    });
    expect(cmakeVariables(tree)).toEqual([
      { name: 'CELERITY_ENABLE_MPI', kind: 'option', at: 'CMakeLists.txt:1' },
      { name: 'CELERITY_SYCL_IMPL', kind: 'cache', at: 'CMakeLists.txt:2' },
      { name: 'CELERITY_DPCPP_TARGETS', kind: 'cache', at: 'CMakeLists.txt:5' },
      { name: 'CELERITY_RUNTIME_LIBRARY', kind: 'package', at: 'cmake/celerity-config.cmake.in:1' },
    ]);
  });
});

describe('macros', () => {
  it('reads CELERITY_ definitions of headers, templates and compile definitions, not include guards', () => {
    const tree = memoryTree({
      'include/version.h.in':
        '#cmakedefine01 CELERITY_FEATURE_LOCAL_ACCESSOR\n#define CELERITY_VERSION_MAJOR @M@\n',
      'include/old.h':
        '#ifndef CELERITY_OLD_H\n#define CELERITY_OLD_H\n#define CELERITY_WARN(...) log(__VA_ARGS__)\n#define OTHER 1\n',
      'src/private.cc': '#define CELERITY_PRIVATE 1\n',
      'src/backend/CMakeLists.txt':
        'target_compile_definitions(b PUBLIC "CELERITY_DETAIL_BACKEND_CUDA_ENABLED=1")\n',
    });
    expect(macros(tree).map((fact) => `${fact.name} ${fact.at}`)).toEqual([
      'CELERITY_WARN include/old.h:3',
      'CELERITY_FEATURE_LOCAL_ACCESSOR include/version.h.in:1',
      'CELERITY_VERSION_MAJOR include/version.h.in:2',
      'CELERITY_DETAIL_BACKEND_CUDA_ENABLED src/backend/CMakeLists.txt:1',
    ]);
  });
});

describe('public compile definitions', () => {
  it("reads the runtime target's PUBLIC and INTERFACE CELERITY_ definitions, not PRIVATE ones or other targets'", () => {
    const tree = memoryTree({
      'CMakeLists.txt': [
        'target_compile_definitions(celerity_runtime PUBLIC',
        '  # passed on (but not the BUILD_INTERFACE one, which is a detail anyway)',
        '  $<BUILD_INTERFACE:$<$<CONFIG:Debug>:CELERITY_DETAIL_ENABLE_DEBUG>>',
        '  CELERITY_FEATURE_LOCAL_ACCESSOR=$<BOOL:${CELERITY_FEATURE_LOCAL_ACCESSOR}>',
        'PRIVATE CELERITY_INTERNAL=1',
        'INTERFACE "-DCELERITY_ACCESSOR_BOUNDARY_CHECK=1")',
        'target_compile_definitions(other PUBLIC CELERITY_OTHER=1)',
      ].join('\n'),
    });
    expect(publicCompileDefinitions(tree).map((fact) => `${fact.name} ${fact.at}`)).toEqual([
      'CELERITY_DETAIL_ENABLE_DEBUG CMakeLists.txt:1',
      'CELERITY_FEATURE_LOCAL_ACCESSOR CMakeLists.txt:1',
      'CELERITY_ACCESSOR_BOUNDARY_CHECK CMakeLists.txt:1',
    ]);
  });
});

describe('CI-tested SYCL implementations', () => {
  it('reads both matrix layouts and tells the nightly list apart', () => {
    const tree = memoryTree({
      '.github/workflows/ci.yml': 'matrix:\n  include:\n    - sycl-version: "hipsycl:7b00e2ef"\n',
      '.github/workflows/build_matrix.json': [
        '{ "default": [',
        '  { "sycl": "acpp", "sycl-version": "v24.06.0", "platform": "nvidia" }',
        '], "nightly": [',
        '  { "sycl": "dpcpp", "sycl-version": "HEAD" }',
        '] }',
      ].join('\n'),
    });
    expect(ciMatrix(tree)).toEqual([
      {
        implementation: 'acpp',
        revision: 'v24.06.0',
        nightly: false,
        at: '.github/workflows/build_matrix.json:2',
      },
      {
        implementation: 'dpcpp',
        revision: 'HEAD',
        nightly: true,
        at: '.github/workflows/build_matrix.json:4',
      },
      { implementation: 'hipsycl', revision: '7b00e2ef', nightly: false, at: '.github/workflows/ci.yml:3' },
    ]);
  });
});
