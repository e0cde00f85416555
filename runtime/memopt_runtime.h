/*===- memopt_runtime.h - counting allocator for lowered steps ---*- C -*-===//
 *
 * The LLVM lowering of memopt-lower-cpu (finalize-memref-to-llvm with
 * use-generic-functions) allocates and frees every heap buffer through the
 * three `_mlir_memref_to_llvm_*` hooks below. This runtime defines them on top
 * of the C allocator and counts the bytes each call requested: bytes live now,
 * the peak since the last reset, and the number of calls. Padding the runtime
 * adds for alignment is not counted.
 *
 *===----------------------------------------------------------------------===*/

#ifndef MEMOPT_RUNTIME_H
#define MEMOPT_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The hooks the lowered code calls. Memory is 64-byte aligned (or more when
 * asked). A request of 0 bytes returns a unique pointer and counts 0. The
 * lowered code uses what they return unchecked, so a request the C allocator
 * refuses never returns NULL: it calls the failure handler, or without one
 * prints the request and aborts. */
void *_mlir_memref_to_llvm_alloc(uint64_t size);
void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size);
void _mlir_memref_to_llvm_free(void *ptr);

/* Called with the size and alignment of a refused request; it must not
 * return (a runner longjmps out of the call it abandons). NULL: abort. */
typedef void (*memopt_runtime_failure_handler)(uint64_t size,
                                               uint64_t alignment);
void memopt_runtime_set_failure_handler(memopt_runtime_failure_handler handler);
/* Frees every allocation not freed yet (those of an abandoned call). */
void memopt_runtime_free_all(void);

/* Sets the peak to the bytes live now and zeroes the call counters. */
void memopt_runtime_reset(void);
/* Requested bytes of the allocations not freed yet. */
uint64_t memopt_runtime_live_bytes(void);
/* Largest value live bytes reached since the last reset. */
uint64_t memopt_runtime_peak_bytes(void);
uint64_t memopt_runtime_alloc_count(void);
uint64_t memopt_runtime_free_count(void);
/* Frees of pointers this runtime did not allocate (ignored, not freed). */
uint64_t memopt_runtime_unknown_free_count(void);

#ifdef __cplusplus
}
#endif

#endif /* MEMOPT_RUNTIME_H */
