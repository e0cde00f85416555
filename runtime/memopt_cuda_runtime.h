/*===- memopt_cuda_runtime.h - counting CUDA runtime for lowered steps -*- C
 * -*-===//
 *
 * memopt-lower-cuda lowers a step's host code to calls of the `mgpu*`
 * functions that MLIR 22's GPU-to-LLVM lowering emits (module load, kernel
 * launch, streams, events, device alloc / free, memcpy, memset). This runtime
 * defines them on the CUDA driver API and counts the device bytes every
 * mgpuMemAlloc requested: live now, the peak, the number of calls. The host
 * `main` the pipeline adds calls the memopt_cuda_* functions below to fill
 * the arguments, hand over the results and print the JSON summary.
 *
 * Every failing driver call prints its name and CUDA's error name to stderr
 * and exits with status 2 (a validation run must not continue on a broken
 * device state); cuInit failing (no GPU, no driver, the toolkit's stub
 * libcuda) says so.
 *
 *===----------------------------------------------------------------------===*/

#ifndef MEMOPT_CUDA_RUNTIME_H
#define MEMOPT_CUDA_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Requested device bytes not freed yet, their peak since the last reset, and
 * the calls. */
uint64_t memopt_cuda_live_bytes(void);
uint64_t memopt_cuda_peak_bytes(void);
uint64_t memopt_cuda_alloc_count(void);
uint64_t memopt_cuda_free_count(void);
/* Sets the peak to the bytes live now and zeroes the call counters. */
void memopt_cuda_reset(void);

/* Called by the generated main. Argument `index` is read from
 * $MEMOPT_CUDA_INPUTS/arg-<index>.bin (as `mem-run --dump-inputs` writes it;
 * zeros when the variable is unset); result `index` is copied back,
 * checksummed (FNV-1a 64, as mem-run) and written to
 * $MEMOPT_CUDA_RESULTS/result-<index>.bin when that is set. `type` is
 * kind << 16 | bits, kind 0 integer, 1 IEEE float, 2 bf16. */
void memopt_cuda_load_argument(int64_t index, int64_t device_pointer,
                               int64_t bytes);
int64_t memopt_cuda_load_scalar(int64_t index, int64_t bytes);
void memopt_cuda_store_result(int64_t index, int64_t device_pointer,
                              int64_t bytes, int64_t type);
void memopt_cuda_store_scalar_result(int64_t index, int64_t bits, int64_t bytes,
                                     int64_t type);
/* Prints the JSON summary on stdout; returns the exit status of main. */
int32_t memopt_cuda_finish(void);

#ifdef __cplusplus
}
#endif

#endif /* MEMOPT_CUDA_RUNTIME_H */
