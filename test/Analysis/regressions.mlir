// Regressions from a crash sweep over upstream-style inputs: none of these
// may crash, and each gives the answer in its comment.
// RUN: mem-opt %s -split-input-file --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s -split-input-file --memopt-report=inplace=one-shot -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONESHOT

// A non-entry block argument is not a function argument (the writability
// lookup read past the argument attributes).
// CHECK-LABEL: peak of @block_args
func.func @block_args(%a: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32
  cf.br ^bb1(%a, %a : tensor<4xf32>, tensor<4xf32>)
^bb1(%x0: tensor<4xf32>, %x1: tensor<4xf32>):
  %r = linalg.fill ins(%c : f32) outs(%x1 : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// An overflowing loop bound leaves the loop uncosted instead of trapping.
// CHECK-LABEL: peak of @loop_bound_overflow
func.func @loop_bound_overflow() {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%min, %m1]
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

// One-Shot analysis is exponential in region nesting: past 12 levels the
// one-shot decider falls back to the fast one, with a warning.
// ONESHOT: warning: inplace=one-shot: 27 nested regions would take exponential time in One-Shot Bufferize analysis; using the fast decider
// CHECK-LABEL: peak of @nested
func.func @nested(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = scf.execute_region -> tensor<4xf32> {
    %r1 = scf.execute_region -> tensor<4xf32> {
      %r2 = scf.execute_region -> tensor<4xf32> {
        %r3 = scf.execute_region -> tensor<4xf32> {
          %r4 = scf.execute_region -> tensor<4xf32> {
            %r5 = scf.execute_region -> tensor<4xf32> {
              %r6 = scf.execute_region -> tensor<4xf32> {
                %r7 = scf.execute_region -> tensor<4xf32> {
                  %r8 = scf.execute_region -> tensor<4xf32> {
                    %r9 = scf.execute_region -> tensor<4xf32> {
                      %r10 = scf.execute_region -> tensor<4xf32> {
                        %r11 = scf.execute_region -> tensor<4xf32> {
                          %r12 = scf.execute_region -> tensor<4xf32> {
                            %r13 = scf.execute_region -> tensor<4xf32> {
                              %r14 = scf.execute_region -> tensor<4xf32> {
                                %r15 = scf.execute_region -> tensor<4xf32> {
                                  %r16 = scf.execute_region -> tensor<4xf32> {
                                    %r17 = scf.execute_region -> tensor<4xf32> {
                                      %r18 = scf.execute_region -> tensor<4xf32> {
                                        %r19 = scf.execute_region -> tensor<4xf32> {
                                          %r20 = scf.execute_region -> tensor<4xf32> {
                                            %r21 = scf.execute_region -> tensor<4xf32> {
                                              %r22 = scf.execute_region -> tensor<4xf32> {
                                                %r23 = scf.execute_region -> tensor<4xf32> {
                                                  %r24 = scf.execute_region -> tensor<4xf32> {
                                                    %r25 = scf.execute_region -> tensor<4xf32> {
                                                      scf.yield %a : tensor<4xf32>
                                                    }
                                                    scf.yield %r25 : tensor<4xf32>
                                                  }
                                                  scf.yield %r24 : tensor<4xf32>
                                                }
                                                scf.yield %r23 : tensor<4xf32>
                                              }
                                              scf.yield %r22 : tensor<4xf32>
                                            }
                                            scf.yield %r21 : tensor<4xf32>
                                          }
                                          scf.yield %r20 : tensor<4xf32>
                                        }
                                        scf.yield %r19 : tensor<4xf32>
                                      }
                                      scf.yield %r18 : tensor<4xf32>
                                    }
                                    scf.yield %r17 : tensor<4xf32>
                                  }
                                  scf.yield %r16 : tensor<4xf32>
                                }
                                scf.yield %r15 : tensor<4xf32>
                              }
                              scf.yield %r14 : tensor<4xf32>
                            }
                            scf.yield %r13 : tensor<4xf32>
                          }
                          scf.yield %r12 : tensor<4xf32>
                        }
                        scf.yield %r11 : tensor<4xf32>
                      }
                      scf.yield %r10 : tensor<4xf32>
                    }
                    scf.yield %r9 : tensor<4xf32>
                  }
                  scf.yield %r8 : tensor<4xf32>
                }
                scf.yield %r7 : tensor<4xf32>
              }
              scf.yield %r6 : tensor<4xf32>
            }
            scf.yield %r5 : tensor<4xf32>
          }
          scf.yield %r4 : tensor<4xf32>
        }
        scf.yield %r3 : tensor<4xf32>
      }
      scf.yield %r2 : tensor<4xf32>
    }
    scf.yield %r1 : tensor<4xf32>
  }
  return %r0 : tensor<4xf32>
}
