//===- Ladder.cpp - the seed's remedy ladder, evaluated -------------------===//
#include "Ladder.h"

#include "Formulas.h"
#include "ZeroGains.h"

#include <algorithm>

#include "memopt/Analysis/TensorSize.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

namespace memadvise {

using memgen::Optimizer;
using memgen::Precision;
using memopt::RematStrategy;

llvm::ArrayRef<llvm::StringRef> rungNames() {
  static const llvm::StringRef names[] = {"start",
                                          "mixed",
                                          "selective",
                                          "per-layer",
                                          "budget",
                                          "adam8bit",
                                          "lion",
                                          "adafactor",
                                          "zero1",
                                          "zero2",
                                          "zero3",
                                          "offload-optimizer",
                                          "offload-parameters",
                                          "larger-device"};
  return names;
}

namespace {

/// `choice` as `programs` can produce it: a .mlir input fixes precision and
/// optimizer (but for its rung steps), and the batch unless its batch
/// dimension is bound.
ProgramChoice asProgramsAllow(ProgramChoice choice, const Programs &programs) {
  if (programs.regenerates())
    return choice;
  if (!programs.stepPath(choice.precision, choice.optimizer)) {
    choice.precision = Precision::FP32;
    choice.optimizer = Optimizer::AdamW;
  }
  if (!programs.variesBatch())
    choice.batch = 1;
  return choice;
}

/// The configuration a rung evaluates.
struct Setup {
  ProgramChoice program;
  /// .mlir sources: the precision and optimizer rungs as formulas.
  bool mixedFormula = false;
  std::optional<Optimizer> optimizerFormula;
  ZeroStage zero = ZeroStage::None;
  bool offloadOptimizer = false;
  bool offloadParameters = false;
  Device device;
};

/// A .mlir source's precision and optimizer rungs on the rung steps it was
/// given: the step of both changes, else of one (the other a formula on
/// it), else formulas on the start.
Setup onRungSteps(Setup s, const Programs &programs) {
  if (programs.regenerates())
    return s;
  Precision p = s.mixedFormula ? Precision::Mixed : Precision::FP32;
  Optimizer o = s.optimizerFormula.value_or(Optimizer::AdamW);
  for (auto [sp, so] : {std::pair{p, o}, std::pair{Precision::FP32, o},
                        std::pair{p, Optimizer::AdamW}})
    if (programs.stepPath(sp, so)) {
      s.program.precision = sp;
      s.program.optimizer = so;
      s.mixedFormula = s.mixedFormula && sp != Precision::Mixed;
      if (so != Optimizer::AdamW)
        s.optimizerFormula.reset();
      break;
    }
  return s;
}

class Evaluator {
public:
  Evaluator(Programs &programs, const AdviseOptions &options)
      : programs(programs), options(options) {}

  /// Applies rung `name` to `setup`; returns what changed.
  std::string apply(llvm::StringRef name, Setup &setup,
                    std::vector<std::string> &notes);
  RungResult evaluate(llvm::StringRef name, const Setup &setup);
  Setup start() const;
  /// Whether the batch is a binding of the one program's batch dimension.
  bool bindsBatch() const { return !programs.regenerates(); }

private:
  /// The formulas of `s` on the program's numbers; their notes into
  /// `notes` when given. With `partitioned`, the program is the per-rank
  /// program of `s.zero` already.
  void applyFormulas(Numbers &n, const Measure &m, const Setup &s,
                     bool partitioned, std::vector<std::string> *notes);
  /// The program of `s`: a ZeRO stage on more than one rank partitions a
  /// generated step (a .mlir step has one batch, which the pass would split
  /// across the ranks, so there ZeRO stays a formula).
  ProgramChoice choiceOf(const Setup &s) const;

  Programs &programs;
  const AdviseOptions &options;
};

Setup Evaluator::start() const {
  Setup s;
  const memgen::Config &cfg = programs.config();
  s.program.precision = cfg.precision;
  s.program.optimizer = cfg.optimizer;
  s.program.batch = programs.startBatch().value_or(cfg.batch);
  s.device = options.device;
  return s;
}

const char *convergenceCaveat(Optimizer o) {
  switch (o) {
  case Optimizer::Adam8bit:
    return "8-bit Adam: block-wise quantized moments track 32-bit Adam in "
           "Dettmers et al. 2022, but check the loss curve on your model";
  case Optimizer::Lion:
    return "Lion: sign updates want a 3-10x smaller learning rate and larger "
           "weight decay than AdamW; convergence may differ";
  case Optimizer::Adafactor:
    return "Adafactor: factored second moments and no first moment; it is "
           "known to be less stable without update clipping and warm-up";
  default:
    return "";
  }
}

std::string Evaluator::apply(llvm::StringRef name, Setup &s,
                             std::vector<std::string> &notes) {
  bool regen = programs.regenerates();
  const memgen::Config &cfg = programs.config();
  if (name == "start") {
    if (!regen && programs.startBatch())
      return llvm::formatv("the program as given, at batch {0}",
                           *programs.startBatch());
    if (!regen)
      return "the program as given";
    return llvm::formatv(
        "{0} {1}, {2}, batch {3}, seq {4}", memgen::familyName(cfg.family),
        memgen::precisionName(cfg.precision),
        memgen::optimizerName(cfg.optimizer), cfg.batch, cfg.seq);
  }
  if (name == "mixed") {
    if (!regen) {
      s.mixedFormula = true;
      return "16-bit parameters and activations, f32 gradients and states";
    }
    Precision p = s.program.precision;
    if (p != Precision::FP32 && p != Precision::FP64)
      return llvm::formatv("already {0}: no change", memgen::precisionName(p));
    s.program.precision = Precision::Mixed;
    return llvm::formatv("precision {0} -> mixed (16-bit parameters and "
                         "activations, f32 gradients and states)",
                         memgen::precisionName(p));
  }
  if (name == "selective" || name == "per-layer") {
    s.program.remat = name == "selective" ? RematStrategy::Selective
                                          : RematStrategy::PerLayer;
    return name == "selective"
               ? "checkpointing: recompute the attention core"
               : "checkpointing: keep each layer's input, recompute the rest";
  }
  if (name == "budget") {
    s.program.remat = RematStrategy::Budget;
    return "checkpointing: the fewest extra FLOPs that fit the device";
  }
  for (auto [rung, optimizer] :
       {std::pair{"adam8bit", Optimizer::Adam8bit},
        std::pair{"lion", Optimizer::Lion},
        std::pair{"adafactor", Optimizer::Adafactor}}) {
    if (name != rung)
      continue;
    notes.push_back(convergenceCaveat(optimizer));
    if (!regen)
      s.optimizerFormula = optimizer;
    else
      s.program.optimizer = optimizer;
    return llvm::formatv("optimizer -> {0}", memgen::optimizerName(optimizer));
  }
  if (name.starts_with("zero")) {
    s.zero = static_cast<ZeroStage>(name.back() - '0');
    static const char *what[] = {"", "optimizer states",
                                 "optimizer states and gradients",
                                 "optimizer states, gradients and "
                                 "parameters"};
    if (options.ranks == 1)
      notes.push_back("one rank: ZeRO shards nothing (give --ranks N)");
    return llvm::formatv("ZeRO stage {0}: {1} sharded across {2} ranks",
                         name.back(), what[name.back() - '0'], options.ranks);
  }
  if (name == "offload-optimizer") {
    s.offloadOptimizer = true;
    notes.push_back("offload: each optimizer step moves the states over "
                    "PCIe/NVLink-C2C and runs the update on the CPU "
                    "(DeepSpeed offloads with ZeRO stage 2 or 3)");
    return "optimizer states in host memory";
  }
  if (name == "offload-parameters") {
    s.offloadParameters = true;
    notes.push_back("offload: parameters are fetched from host memory one "
                    "layer at a time in both passes (ZeRO-Infinity, stage 3)");
    return "parameters in host memory, one layer on the device at a time";
  }
  return "";
}

ProgramChoice Evaluator::choiceOf(const Setup &s) const {
  ProgramChoice choice = asProgramsAllow(s.program, programs);
  if (s.zero != ZeroStage::None && options.ranks > 1 &&
      programs.regenerates()) {
    choice.zero = s.zero;
    choice.ranks = options.ranks;
  }
  return choice;
}

void Evaluator::applyFormulas(Numbers &n, const Measure &m, const Setup &s,
                              bool partitioned,
                              std::vector<std::string> *notes) {
  std::string note;
  if (s.mixedFormula)
    note = mixedPrecisionFormula(n, m);
  if (notes && !note.empty())
    notes->push_back(note);
  if (s.optimizerFormula)
    note = optimizerFormula(n, m, *s.optimizerFormula);
  if (notes && s.optimizerFormula)
    notes->push_back(note);
  shardingFormula(n, m, s.zero, options.ranks, s.offloadOptimizer,
                  s.offloadParameters, partitioned);
}

RungResult Evaluator::evaluate(llvm::StringRef name, const Setup &given) {
  RungResult r;
  r.name = name.str();
  r.device = given.device;
  const Setup s = onRungSteps(given, programs);
  ProgramChoice choice = choiceOf(s);
  bool partitioned = choice.zero != ZeroStage::None;
  std::string partitionNote;
  if (partitioned)
    partitionNote = llvm::formatv(
        "program: the step of all {0} ranks (batch {1} x {0}) partitioned by "
        "--memopt-shard=\"strategy=zero{2} ranks={0}\", analysed per rank{3}",
        choice.ranks, choice.batch, static_cast<int>(choice.zero),
        choice.remat == RematStrategy::None
            ? ""
            : "; checkpointing planned on the rank's program");
  else if (s.zero != ZeroStage::None && options.ranks > 1)
    r.notes.push_back("formula: a .mlir step has one batch, which "
                      "--memopt-shard would split across the ranks (each "
                      "rank here runs the whole step)");
  if (const std::string *step =
          programs.stepPath(choice.precision, choice.optimizer))
    r.notes.push_back("the program of rung step " + *step);
  std::string error;
  if (choice.remat == RematStrategy::Budget) {
    choice.budget = s.device.bytes - options.reserveBytes;
    // The formulas after it free parameter and optimizer state bytes, which
    // live through the whole step: the program may keep that much more.
    ProgramChoice plain = choice;
    plain.remat = RematStrategy::None;
    const ProgramResult *unchanged = programs.get(plain, error);
    if (!unchanged) {
      r.error = error;
      return r;
    }
    const Measure &m0 = unchanged->measure;
    Numbers n0(m0);
    applyFormulas(n0, m0, s, partitioned, nullptr);
    double freed = 0;
    for (Role role : {Role::Parameter, Role::OptimizerState})
      freed += double(m0.of(role)) - n0.of(role);
    choice.budget += static_cast<uint64_t>(std::max(freed, 0.0));
  }
  const ProgramResult *program = programs.get(choice, error);
  if (!program) {
    r.error = error;
    return r;
  }
  r.program = choice;
  if (partitioned)
    r.notes.push_back(partitionNote);
  if (!program->replicated.empty())
    r.notes.push_back(program->replicated);
  const Measure &m = program->measure;
  if (!program->note.empty())
    r.notes.push_back(program->note);

  Numbers n(m);
  applyFormulas(n, m, s, partitioned, &r.notes);
  r.fromProgram = !s.mixedFormula && !s.optimizerFormula &&
                  (s.zero == ZeroStage::None || partitioned) &&
                  !s.offloadOptimizer && !s.offloadParameters;
  r.peakBytes = n.peakBytes;
  r.modelStateBytes = n.modelStateBytes();
  r.modelStateBytesAtPeak = n.modelStateBytesAtPeak();
  for (unsigned i = 0; i < kNumRoles; ++i)
    r.peakBytesByRole[i] = static_cast<uint64_t>(std::max(n.atPeak[i], 0.0));
  r.hostBytes = n.hostBytes;
  if (r.fromProgram)
    r.bytesByRole = m.bytes;
  const Measure &before = program->beforeRemat;
  if (before.flops)
    r.extraFlopsFraction =
        (double(m.flops) - double(before.flops)) / double(before.flops);
  r.fits = r.peakBytes + options.reserveBytes <= s.device.bytes;
  r.peakOp = m.peakOp;
  r.peakLoc = m.peakLoc;
  r.peakPhase = m.peakPhase;
  r.peakLayer = m.peakLayer;
  return r;
}

bool singleDevice(const Setup &s) {
  return s.zero == ZeroStage::None && !s.offloadOptimizer &&
         !s.offloadParameters;
}

llvm::StringRef optimizerOf(const Setup &s) {
  return memgen::optimizerName(
      s.optimizerFormula.value_or(s.program.optimizer));
}

/// The rung a ZeRO rung of `s` is set against: the last one evaluated
/// before it on one device with the same precision and optimizer (the
/// ladder's optimizer rung, or the start), whose program ZeRO partitions.
std::optional<size_t> zeroBase(llvm::ArrayRef<Setup> setups,
                               llvm::ArrayRef<RungResult> rungs,
                               const Setup &s) {
  for (size_t i = setups.size(); i-- > 0;)
    if (rungs[i].error.empty() && singleDevice(setups[i]) &&
        setups[i].program.precision == s.program.precision &&
        setups[i].mixedFormula == s.mixedFormula &&
        optimizerOf(setups[i]) == optimizerOf(s))
      return i;
  return std::nullopt;
}

/// The smallest preset larger than `s.device` on which `s` fits, or the
/// largest one when none does.
RungResult largerDevice(Evaluator &eval, Setup s, const std::string &from) {
  const Device current = s.device;
  RungResult last;
  last.name = "larger-device";
  last.error = "no preset is larger than " + current.name;
  for (const Device &device : devicePresets()) {
    // A preset within 5% (h100-80gb and a100-80gb) is not a larger device.
    if (double(device.bytes) <= 1.05 * double(current.bytes))
      continue;
    s.device = device;
    last = eval.evaluate("larger-device", s);
    last.changes =
        "device " + current.name + " -> " + device.name + " (" + from + ")";
    if (last.fits || !last.error.empty())
      return last;
  }
  if (last.error.empty())
    last.notes.push_back("no preset holds it");
  return last;
}

/// Doubles the batch from the start while the rung fits, then bisects.
std::optional<MaxMicroBatch> searchBatch(Evaluator &eval, Setup s,
                                         const std::string &rung) {
  MaxMicroBatch result;
  result.rung = rung;
  result.method = eval.bindsBatch()
                      ? "binary search over bind=batch=N of the one program "
                        "(doubling from the start batch, then bisection), "
                        "each analysed again"
                      : "binary search over regenerated programs (doubling "
                        "from the start batch, then bisection), each "
                        "analysed again";
  if (s.program.remat == RematStrategy::Budget)
    result.method += " and re-planned by the remat budget";
  int64_t good = s.program.batch, bad = 0;
  constexpr int64_t kLargest = int64_t(1) << 20;
  auto fitsAt = [&](int64_t batch) {
    s.program.batch = batch;
    ++result.probes;
    RungResult r = eval.evaluate(rung, s);
    return r.error.empty() && r.fits;
  };
  while (!bad && good < kLargest) {
    if (fitsAt(good * 2))
      good *= 2;
    else
      bad = good * 2;
  }
  while (bad && bad - good > 1) {
    int64_t mid = good + (bad - good) / 2;
    (fitsAt(mid) ? good : bad) = mid;
  }
  result.batch = good;
  return result;
}

} // namespace

std::optional<Advice> advise(Programs &programs, const AdviseOptions &options,
                             std::string source, std::string &error) {
  for (const std::string &name : options.rungs) {
    llvm::SmallVector<llvm::StringRef> parts;
    llvm::StringRef(name).split(parts, '+');
    for (llvm::StringRef part : parts) {
      if (!llvm::is_contained(rungNames(), part)) {
        std::string names;
        llvm::interleave(
            rungNames(), [&](llvm::StringRef n) { names += n.str(); },
            [&] { names += ", "; });
        error = "unknown rung '" + part.str() + "' (expected " + names +
                ", or several joined with '+')";
        return std::nullopt;
      }
      if (part == "larger-device" && parts.size() > 1) {
        error = "larger-device cannot be combined with other rungs ('" + name +
                "')";
        return std::nullopt;
      }
    }
  }

  Advice advice;
  advice.source = std::move(source);
  advice.device = options.device;
  advice.ranks = options.ranks;
  advice.reserveBytes = options.reserveBytes;
  advice.cumulative = options.rungs.empty();

  Evaluator eval(programs, options);
  std::vector<std::string> names = options.rungs;
  if (names.empty())
    for (llvm::StringRef name : rungNames())
      names.push_back(name.str());

  std::vector<Setup> setups;
  Setup current = eval.start();
  for (const std::string &name : names) {
    Setup setup = advice.cumulative ? current : eval.start();
    std::vector<std::string> notes;
    RungResult result;
    if (name == "larger-device") {
      // Cumulative: the single-device rung with the lowest peak moves to a
      // larger device; alone: the start does.
      std::string from = "the start";
      if (advice.cumulative) {
        std::optional<size_t> best;
        for (size_t i = 0; i < advice.rungs.size(); ++i)
          if (advice.rungs[i].error.empty() && singleDevice(setups[i]) &&
              (!best ||
               advice.rungs[i].peakBytes < advice.rungs[*best].peakBytes))
            best = i;
        if (best) {
          setup = setups[*best];
          from = "as rung " + advice.rungs[*best].name;
        }
      }
      result = largerDevice(eval, setup, from);
      setup.device = result.device;
    } else {
      // "mixed+budget+zero2": the parts in order, on one configuration.
      llvm::SmallVector<llvm::StringRef> parts;
      llvm::StringRef(name).split(parts, '+');
      for (llvm::StringRef part : parts) {
        std::string changes = eval.apply(part, setup, notes);
        result.changes += (result.changes.empty() ? "" : "; ") + changes;
      }
      RungResult evaluated = eval.evaluate(name, setup);
      evaluated.changes = result.changes;
      result = std::move(evaluated);
    }
    result.notes.insert(result.notes.begin(), notes.begin(), notes.end());
    // Offload rungs inherit the stage: the note is the ZeRO rungs'.
    if (setup.zero != ZeroStage::None && options.ranks > 1 &&
        llvm::StringRef(name).contains("zero") && result.error.empty())
      if (std::optional<size_t> base = zeroBase(setups, advice.rungs, setup))
        result.notes.insert(result.notes.begin() + notes.size(),
                            zeroGainsNote(result, advice.rungs[*base],
                                          optimizerOf(setup), options.ranks));
    // A rung that fails is not carried into the next.
    if (result.error.empty())
      current = setup;
    setups.push_back(setup);
    advice.rungs.push_back(std::move(result));
  }

  {
    ProgramChoice plain = asProgramsAllow(eval.start().program, programs);
    std::string why;
    if (const ProgramResult *p = programs.get(plain, why))
      advice.parameterCount = p->measure.parameterCount;
  }

  for (size_t i = 0; i < advice.rungs.size(); ++i)
    if (advice.rungs[i].error.empty() && advice.rungs[i].fits) {
      advice.cheapestFit = i;
      break;
    }
  if (!advice.cheapestFit) {
    for (size_t i = 0; i < advice.rungs.size(); ++i)
      if (advice.rungs[i].error.empty() &&
          (!advice.lowestPeak ||
           advice.rungs[i].peakBytes <
               advice.rungs[*advice.lowestPeak].peakBytes))
        advice.lowestPeak = i;
    advice.maxMicroBatchNote = "nothing fits";
  } else if (!programs.variesBatch()) {
    advice.maxMicroBatchNote =
        "not searched: a .mlir step has one batch size (give the model "
        "flags to regenerate it at others, or name a dynamic batch "
        "dimension `batch` in memopt.dims and give --bind batch=N)";
  } else {
    advice.maxMicroBatch = searchBatch(eval, setups[*advice.cheapestFit],
                                       advice.rungs[*advice.cheapestFit].name);
  }
  return advice;
}

} // namespace memadvise
