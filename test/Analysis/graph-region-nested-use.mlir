// A graph region whose op uses, from inside its own nested region, a value
// the graph region defines after it: there is no program order, whichever
// decider runs (the check looked only at direct operands, and One-Shot
// analysis then recursed around the cycle until the stack overflowed).
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-report -o /dev/null
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-report=inplace=one-shot -o /dev/null

func.func @yield_in_if_before_definition() {
  builtin.module {
    %c = arith.constant true
    %r = scf.if %c -> tensor<4xf32> {
      // expected-error @+1 {{'scf.yield' uses a value defined after it (a graph region): the analysis needs a program order}}
      scf.yield %y : tensor<4xf32>
    } else {
      scf.yield %y : tensor<4xf32>
    }
    %y = tensor.cast %r : tensor<4xf32> to tensor<4xf32>
  }
  return
}

// -----

// Deeper: the use sits two regions down.
func.func @use_two_regions_down() {
  builtin.module {
    %c = arith.constant true
    %a = tensor.empty() : tensor<4xf32>
    %r = scf.if %c -> tensor<4xf32> {
      %s = scf.if %c -> tensor<4xf32> {
        // expected-error @+1 {{'linalg.copy' uses a value defined after it (a graph region): the analysis needs a program order}}
        %u = linalg.copy ins(%later : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
        scf.yield %u : tensor<4xf32>
      } else {
        scf.yield %a : tensor<4xf32>
      }
      scf.yield %s : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    %later = tensor.empty() : tensor<4xf32>
  }
  return
}

// -----

// Uses after the definition, in nested regions, are in program order.
func.func @nested_use_after_definition() {
  builtin.module {
    %c = arith.constant true
    %early = tensor.empty() : tensor<4xf32>
    %r = scf.if %c -> tensor<4xf32> {
      scf.yield %early : tensor<4xf32>
    } else {
      %other = tensor.empty() : tensor<4xf32>
      scf.yield %other : tensor<4xf32>
    }
  }
  return
}
