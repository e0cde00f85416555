"""Synthetic training-step-like graphs of any size, for the speed and
resource benchmarks (bench/report_speed.py, remat_speed.py,
resource_limits.py)."""


# The attributes of an elementwise linalg.generic on 2-d tensors.
GENERIC_2D = ('{indexing_maps = [#id, #id], '
              'iterator_types = ["parallel", "parallel"]}')


def synthetic_graph(num_ops, with_loss=False):
    """A forward chain of matmuls and elementwise ops, a backward chain that
    reads the forward values in reverse, and an in-place SGD update per
    weight. Each block emits about 12 ops (bodies included). With
    `with_loss`, the forward ends in a sum returned first as the loss, so
    that the remat pass can tell the forward from the backward."""
    blocks = max(1, num_ops // 24)
    lines = ["#id = affine_map<(i, j) -> (i, j)>",
             "func.func @step(%x: tensor<32x64xf32>"]
    for b in range(blocks):
        lines[-1] += f", %w{b}: tensor<64x64xf32>"
    loss_type = 'tensor<f32> {memopt.role = "loss"}, ' if with_loss else ""
    lines[-1] += ") -> (" + loss_type + "tensor<32x64xf32>" + ", tensor<64x64xf32>" * blocks + ") {"
    lines.append("  %zero = arith.constant 0.0 : f32")
    act = "%x"

    def matmul(name, a, b, shape_a, shape_b, out):
        lines.append(f"  %{name}_e = tensor.empty() : tensor<{out}xf32>")
        lines.append(f"  %{name}_f = linalg.fill ins(%zero : f32) "
                     f"outs(%{name}_e : tensor<{out}xf32>) -> tensor<{out}xf32>")
        lines.append(f"  %{name} = linalg.matmul ins({a}, {b} : tensor<{shape_a}xf32>, "
                     f"tensor<{shape_b}xf32>) outs(%{name}_f : tensor<{out}xf32>) "
                     f"-> tensor<{out}xf32>")

    def elementwise(name, a, shape, op="arith.maximumf"):
        lines.append(f"  %{name}_e = tensor.empty() : tensor<{shape}xf32>")
        lines.append(f"  %{name} = linalg.generic {GENERIC_2D} ins({a} : tensor<{shape}xf32>) "
                     f"outs(%{name}_e : tensor<{shape}xf32>) {{")
        lines.append("  ^bb0(%in: f32, %out: f32):")
        lines.append(f"    %r = {op} %in, %zero : f32")
        lines.append("    linalg.yield %r : f32")
        lines.append(f"  }} -> tensor<{shape}xf32>")

    for b in range(blocks):
        matmul(f"y{b}", act, f"%w{b}", "32x64", "64x64", "32x64")
        elementwise(f"h{b}", f"%y{b}", "32x64")
        act = f"%h{b}"
    if with_loss:
        lines.append("  %loss_e = tensor.empty() : tensor<f32>")
        lines.append("  %loss_f = linalg.fill ins(%zero : f32) outs(%loss_e : tensor<f32>) "
                     "-> tensor<f32>")
        lines.append(f"  %loss = linalg.reduce ins({act} : tensor<32x64xf32>) "
                     "outs(%loss_f : tensor<f32>) dimensions = [0, 1]")
        lines.append("    (%in: f32, %acc: f32) {")
        lines.append("      %s = arith.addf %in, %acc : f32")
        lines.append("      linalg.yield %s : f32")
        lines.append("    }")
    grad = act
    updates = []
    for b in reversed(range(blocks)):
        elementwise(f"g{b}", grad, "32x64", "arith.mulf")
        lines.append(f"  %dwt{b}_e = tensor.empty() : tensor<64x64xf32>")
        lines.append(f"  %dw{b} = linalg.matmul ins(%w{b}, %w{b} : tensor<64x64xf32>, "
                     f"tensor<64x64xf32>) outs(%dwt{b}_e : tensor<64x64xf32>) "
                     "-> tensor<64x64xf32>")
        lines.append(f"  %u{b} = linalg.generic {GENERIC_2D} ins(%dw{b} : tensor<64x64xf32>) "
                     f"outs(%w{b} : tensor<64x64xf32>) {{")
        lines.append("  ^bb0(%g: f32, %w: f32):")
        lines.append("    %r = arith.subf %w, %g : f32")
        lines.append("    linalg.yield %r : f32")
        lines.append("  } -> tensor<64x64xf32>")
        updates.append(f"%u{b}")
        matmul(f"dx{b}", f"%g{b}", f"%w{b}", "32x64", "64x64", "32x64")
        grad = f"%dx{b}"
    loss = ("%loss, ", "tensor<f32>, ") if with_loss else ("", "")
    lines.append(f"  return {loss[0]}{grad}, " + ", ".join(reversed(updates)) + " : "
                 + loss[1] + "tensor<32x64xf32>" + ", tensor<64x64xf32>" * blocks)
    lines.append("}")
    return "\n".join(lines) + "\n"
