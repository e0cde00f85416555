"""torch-mlir's import of a traced step to linalg on tensors, with the
diagnostics it emits kept: torch-mlir's own report reads Python's
sys.stderr, where MLIR never writes, so a refused op reached the user as an
empty diagnostics block."""

from .mlir_post import ConversionError

_TO_BACKEND = ("builtin.module(func.func(torch-match-quantized-custom-ops),"
               "torchdynamo-export-to-torch-backend-pipeline{ extra-library=})")
_TO_LINALG = ("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline"
              "{allow-non-finites=True})")


def import_linalg(gm, func_name):
    """The torch-mlir module of `gm` as linalg on tensors; ConversionError
    with the located diagnostics of the stage that failed."""
    from torch_mlir.fx import stateless_fx_import
    from torch_mlir.passmanager import PassManager

    module = stateless_fx_import(gm, output_type="raw", model_name=func_name)
    for stage, pipeline in (("TorchFX IR -> Torch backend IR", _TO_BACKEND),
                            ("Torch backend IR -> linalg on tensors", _TO_LINALG)):
        diagnostics = []
        keep = _keeper(diagnostics)

        with module.context as ctx:
            ctx.emit_error_diagnostics = True
            handler = ctx.attach_diagnostic_handler(keep)
            try:
                PassManager.parse(pipeline).run(module.operation)
            except Exception as e:
                shown = "\n".join(_shorten(d) for d in diagnostics[:8]) or str(e)
                raise ConversionError(f"torch-mlir cannot lower the traced step ({stage}):\n"
                                      f"{shown}") from None
            finally:
                handler.detach()
    return module


def _keeper(diagnostics):
    """A diagnostic handler that appends each diagnostic, with its notes,
    to `diagnostics` and stops it from printing."""
    def keep(d):
        notes = "".join(f"\n  note: {n.location}: {n.message}" for n in d.notes)
        diagnostics.append(f"{d.location}: {d.message}{notes}")
        return True
    return keep


def _shorten(diagnostic, limit=800):
    return diagnostic if len(diagnostic) <= limit else diagnostic[:limit] + " ..."
