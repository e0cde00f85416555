# -*- Python -*-
# lit configuration for mem-opt: FileCheck tests of the passes and tools, and
# the gtest unit tests.

import os

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "MEM-OPT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.memopt_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in", "Inputs"]

llvm_config.use_default_substitutions()
config.substitutions.append(("%memopt_src_root", config.memopt_src_root))
config.substitutions.append(("%memopt_obj_root", config.memopt_obj_root))
config.substitutions.append(("%python", config.python_executable or "python3"))
# One line from a JSON report: parameter count, peak, bytes by role.
config.substitutions.append((
    "%report_summary",
    "import json,sys; f=json.load(sys.stdin)['functions'][0]; "
    "print(f['parameter_count'], f['peak_bytes'], "
    "' '.join(k + '=' + str(v) for k, v in sorted(f['bytes_by_role'].items())))",
))

# One line from a --memopt-remat JSON report: plan, peaks, activation bytes,
# extra FLOPs in percent, recomputed buffers.
config.substitutions.append((
    "%remat_summary",
    "import json,sys; f=json.load(sys.stdin)['remat'][0]; "
    "print(f['plan'], f['peak_bytes_before'], f['peak_bytes_after'], "
    "f['activation_bytes_before'], f['activation_bytes_after'], "
    "'%.2f' % f['extra_flops_percent'], len(f['recomputed']))",
))

tool_dirs = [config.memopt_tools_dir, config.llvm_tools_dir]
mlir_opt = ToolSubst("mlir-opt")
if config.memopt_sanitize:
    # The longest release-suite batches whose code paths other tests cover
    # under ASan too are `UNSUPPORTED: asan` (CI runs both suites in 90
    # minutes; docs/testing.md, "CI time").
    config.available_features.add("asan")
    # ASan + UBSan build: every finding aborts the process (a test fails).
    # Leaks are checked in memopt's own tools; upstream mlir-opt-22 is not
    # instrumented, and must preload the ASan runtime to load the plugin.
    llvm_config.with_environment(
        "ASAN_OPTIONS",
        # mem-run reports an allocation the allocator refuses (a located
        # error, tested): ASan must refuse with NULL too, not abort.
        "detect_leaks=1:abort_on_error=0:halt_on_error=1:"
        "allocator_may_return_null=1")
    # CBC (remat's exact solver, Debian's uninstrumented coinor libraries)
    # leaks the cuts it clones (OsiRowCut::clone) on some small MILPs; its
    # frames are suppressed by module, so a leak of memopt's own still fails.
    llvm_config.with_environment(
        "LSAN_OPTIONS",
        "suppressions=" + os.path.join(config.test_source_root, "lsan.supp"))
    llvm_config.with_environment(
        "UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    llvm_config.with_environment(
        "ASAN_SYMBOLIZER_PATH",
        os.path.join(config.llvm_tools_dir, "llvm-symbolizer"))
    # The MPI ranks run JIT-compiled steps against MPICH: LeakSanitizer
    # reports about 1 KB per rank allocated from frames it cannot symbolize
    # (not yet traced, docs/shard.md), so the ranks check memory errors, not
    # leaks. MPICH's launcher passes the environment to every rank.
    config.substitutions.append((
        "%mpi_env",
        "env ASAN_OPTIONS=detect_leaks=0:abort_on_error=0:halt_on_error=1:"
        "allocator_may_return_null=1"))
    mlir_opt = ToolSubst(
        "mlir-opt",
        command="env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 %s"
        % (config.memopt_asan_runtime,
           lit.util.which("mlir-opt", config.llvm_tools_dir)))
if not config.memopt_sanitize:
    config.substitutions.append(("%mpi_env", ""))
tools = [
    "mem-opt",
    ToolSubst("mem-gen", unresolved="ignore"),
    ToolSubst("mem-advise", unresolved="ignore"),
    "mem-run",
    mlir_opt,
    "mlir-translate",
    "mlir-runner",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
# Headless Chromium (Debian's `chromium`, scripts/setup.sh installs it)
# renders the HTML report.
if lit.util.which("chromium"):
    config.available_features.add("chromium")
llvm_config.with_environment("PATH", config.memopt_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# The Python the tests run imports memopt (the front ends' post-processing)
# and memopt.testing (the helpers the tests share with bench/) from here.
llvm_config.with_environment(
    "PYTHONPATH", os.path.join(config.memopt_src_root, "python"), append_path=True)

# CUDA toolkit (ptxas, cuda.h, the libcuda stub) and the CUDA runtime built
# against it: tests of memopt-lower-cuda's cubins and executables need them
# (REQUIRES: cuda); without them they are reported UNSUPPORTED.
cuda_home = os.environ.get("CUDA_HOME", "/usr/local/cuda")
if all(os.path.exists(os.path.join(cuda_home, p)) for p in
       ("bin/ptxas", "include/cuda.h", "lib64/stubs/libcuda.so")) and \
        os.path.exists(os.path.join(config.memopt_obj_root, "lib",
                                    "libmemopt_cuda_runtime.a")):
    config.available_features.add("cuda")
    config.substitutions.append(("%cuda_home", cuda_home))
    # A C compiler for the tests' stand-in libcuda (Inputs/mock_libcuda.c).
    config.substitutions.append(("%cc", lit.util.which("cc") or "gcc"))
    # ptxas from PATH, libdevice from CUDA_HOME (gpu-module-to-binary).
    llvm_config.with_environment("PATH", os.path.join(cuda_home, "bin"),
                                 append_path=True)
    llvm_config.with_environment("CUDA_HOME", cuda_home)

# memopt-remat strategy=optimal needs the build to have found CBC.
if getattr(config, "memopt_have_cbc", False):
    config.available_features.add("cbc")

# The front ends' environment (scripts/frontends-env.sh: torch, jax, ...),
# where it exists: the tests of the front ends' own Python (REQUIRES:
# frontends) run with its interpreter, %frontends_python; CI, without it,
# reports them UNSUPPORTED.
frontends_venv = os.environ.get("MEMOPT_FRONTENDS_VENV") or os.path.join(
    config.memopt_obj_root, "frontends-venv")
frontends_python = os.path.join(frontends_venv, "bin", "python")
if os.path.exists(frontends_python) and any(
        os.path.isdir(os.path.join(lib, "site-packages", "torch"))
        for lib in __import__("glob").glob(os.path.join(frontends_venv, "lib", "python3*"))):
    config.available_features.add("frontends")
    config.substitutions.append(("%frontends_python", frontends_python))
