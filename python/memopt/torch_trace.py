"""What the PyTorch front ends record while make_fx traces a step: the node
count at each phase and block boundary (PhaseRecorder), the traced node of
each gradient and its layout-only producers, and from these the phase and
layer of every node (tag_nodes), written as the location tag torch-mlir
keeps."""

from torch.fx.experimental.proxy_tensor import get_proxy_mode

from . import mlir_post


class PhaseRecorder:
    """Remembers how many nodes the traced graph had at each boundary, so
    every node can be given its phase and layer after tracing."""

    def __init__(self):
        self.marks = []  # (node count, event)
        self.grad_nodes = {}

    def count(self):
        mode = get_proxy_mode()
        return len(mode.tracer.graph.nodes) if mode else 0

    def mark(self, event):
        self.marks.append((self.count(), event))

    def record_grads(self, grads):
        mode = get_proxy_mode()
        if mode is None:
            return
        from torch.fx.experimental.proxy_tensor import get_proxy_slot
        for name, g in grads.items():
            self.grad_nodes[name] = layout_chain(
                get_proxy_slot(_traced(g), mode.tracer).proxy.node)


def _traced(t):
    """The tensor make_fx tracks under functionalize's wrappers: syncs
    pending in-place updates into it first."""
    import torch
    from torch._C import _functorch
    while _functorch.is_functionaltensor(t):
        torch._sync(t)
        t = _functorch.get_unwrapped(t)
    return t


# Ops that only change the layout of their first operand: the importer may
# fold them into their producer (a transposed matmul), so the producer's
# value is the gradient as well.
_LAYOUT_OPS = {"permute", "t", "transpose", "view", "_unsafe_view", "reshape",
               "clone", "expand", "squeeze", "unsqueeze", "alias"}


def layout_chain(node):
    """`node` and its producers through layout-only ops, by name."""
    names = [node.name]
    # One result of a multi-result op (convolution_backward's weight and
    # bias gradients): the importer locates it at that op's node.
    if node.op == "call_function" and getattr(node.target, "__name__", "") == "getitem":
        node = node.args[0]
        names.append(node.name)
    while (node.op == "call_function" and node.args
           and getattr(node.target, "__name__", "").split(".")[0] in _LAYOUT_OPS):
        node = node.args[0]
        names.append(node.name)
    return names


def tag_nodes(gm, rec, placeholder_layers):
    """Phase and layer of every node: from the recorded boundaries in the
    forward; after it, the layer of the forward values and parameters a node
    reads (the nearest, lowest block), else of its operands.
    `placeholder_layers[i]` is the block of the i-th placeholder (parameters
    and their optimizer states), None or missing for the others."""
    nodes = list(gm.graph.nodes)
    phase_of, layer_of = {}, {}
    phase, layer = None, None
    events = sorted(rec.marks, key=lambda m: m[0])
    e = 0
    placeholders = [nd for nd in nodes if nd.op == "placeholder"]
    for nd, layer in zip(placeholders, placeholder_layers):
        layer_of[nd] = layer
    for idx, nd in enumerate(nodes):
        while e < len(events) and events[e][0] <= idx:
            kind, i = events[e][1]
            if kind == "enter":
                layer = i
            elif kind == "exit":
                layer = None
            else:
                phase, layer = kind, None
            e += 1
        if nd.op != "call_function":
            continue
        phase_of[nd] = phase
        if phase == "forward":
            layer_of[nd] = layer
            continue
        reads = [a for a in nd.all_input_nodes]
        direct = [layer_of.get(a) for a in reads
                  if (a.op == "placeholder" or phase_of.get(a) == "forward")]
        direct = [d for d in direct if d is not None]
        inherited = [layer_of.get(a) for a in reads if layer_of.get(a) is not None]
        layer_of[nd] = min(direct) if direct else (min(inherited) if inherited else None)
    for idx, nd in enumerate(nodes):
        if nd.op == "call_function":
            nd.meta["stack_trace"] = (
                f'File "{mlir_post.tag(phase_of[nd], layer_of.get(nd), nd.name)}", '
                f'line {idx}, in step')
        else:
            nd.meta.pop("stack_trace", None)


def _hashable(value, class_of):
    """`value` (a node's argument) with nodes replaced by their class and
    lists by tuples; what hashes by neither (a slice) by its repr."""
    from torch.fx import Node
    if isinstance(value, Node):
        return ("node", class_of[value])
    if isinstance(value, (list, tuple)):
        return tuple(_hashable(v, class_of) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _hashable(v, class_of)) for k, v in value.items()))
    try:
        hash(value)
        return value
    except TypeError:
        return repr(value)


def same_value_classes(gm):
    """{node: class}: nodes that apply one op to the same arguments (the
    same classes) get one class, as the importer's common subexpression
    elimination makes them one value. The traced step is functional
    (functionalize) and random ops are refused, so equal calls are equal
    values."""
    class_of, keys = {}, {}
    for nd in gm.graph.nodes:
        key = (("node", nd.name) if nd.op != "call_function" else
               (nd.target, _hashable(nd.args, class_of), _hashable(nd.kwargs, class_of)))
        class_of[nd] = keys.setdefault(key, len(keys))
    return class_of


def shared_gradients(gm, grad_nodes):
    """{parameter name: the other parameters whose recorded gradient is the
    same value} for each parameter that shares one (GPT-NeoX's parallel
    residual: both output biases of a block sum the block's output
    gradient)."""
    by_name = {nd.name: nd for nd in gm.graph.nodes}
    class_of = same_value_classes(gm)
    members = {}
    for name, chain in grad_nodes.items():
        if chain:
            members.setdefault(class_of[by_name[chain[0]]], []).append(name)
    return {name: [o for o in group if o != name]
            for group in members.values() if len(group) > 1 for name in group}
