//===- RematExchange.cpp - exchange moves on a drop set -------------------===//

#include "RematExchange.h"

namespace memopt {

namespace {
/// Moves checked exactly per round: the screen is optimistic where a
/// taken-back drop shared its clones with another.
constexpr size_t kMovesChecked = 4;

/// `drops` less the units in `removed`, in order.
std::vector<unsigned> without(llvm::ArrayRef<unsigned> drops,
                              llvm::ArrayRef<unsigned> removed) {
  std::vector<unsigned> result;
  for (unsigned unit : drops)
    if (!llvm::is_contained(removed, unit))
      result.push_back(unit);
  return result;
}
} // namespace

RematExchanger::RematExchanger(const RematModel &model)
    : model(model), candidates(model.getDroppableCandidates()),
      maxDrops(getDropBound(model, kMaxDrops, kWork)), scratch(model) {}

const RematPlan &RematExchanger::load(llvm::ArrayRef<unsigned> drops) {
  llvm::ArrayRef<unsigned> loaded = scratch.getUnits();
  size_t common = 0;
  while (common < loaded.size() && common < drops.size() &&
         loaded[common] == drops[common])
    ++common;
  scratch.popTo(common);
  for (unsigned unit : drops.drop_front(common))
    scratch.push(unit);
  return scratch.getPlan();
}

void RematExchanger::findDroppedSources(
    const RematPlan &plan, unsigned unit,
    llvm::SmallVectorImpl<unsigned> &nearest,
    llvm::SmallVectorImpl<unsigned> &pulled) const {
  unsigned point = model.getUnit(unit).firstBackwardUse.value_or(~0u);
  llvm::SmallVector<std::pair<unsigned, bool>, 16> stack{{unit, true}};
  llvm::SmallDenseSet<unsigned, 16> seen{unit};
  while (!stack.empty()) {
    auto [next, direct] = stack.pop_back_val();
    for (unsigned dep : model.getUnit(next).deps) {
      if (!seen.insert(dep).second)
        continue;
      bool isDropped = plan.isDropped(dep);
      if (isDropped && direct)
        nearest.push_back(dep);
      if (isDropped && plan.getClonePoint(dep) > point)
        pulled.push_back(dep);
      // Kept units end the chain: a clone reads them as they are.
      if (isDropped || model.getUnit(dep).kind == RematUnit::Kind::Intermediate)
        stack.push_back({dep, direct && !isDropped});
    }
  }
}

void RematExchanger::estimateTakeBacks(uint64_t peakLimit, Move &move) {
  // Dearest first: each drop taken back puts its bytes back where it freed
  // them, which must stay under the old peak.
  RematPlan &plan = scratch.getPlan();
  llvm::SmallVector<unsigned, 16> others;
  for (unsigned unit : plan.getDropOrder())
    if (unit != move.added && plan.getFlopsAddedFor(unit) != 0)
      others.push_back(unit);
  llvm::stable_sort(others, [&](unsigned a, unsigned b) {
    return plan.getFlopsAddedFor(a) > plan.getFlopsAddedFor(b);
  });
  unsigned mark = plan.checkpoint();
  for (unsigned unit : others) {
    auto [first, last] = plan.getFreedSlots(unit);
    uint64_t bytes = model.getUnit(unit).bytes;
    if (first <= last) {
      if (plan.getMaxLive(first, last) + bytes > peakLimit)
        continue;
      plan.reserve(first, last, bytes);
    }
    move.estimatedGain += static_cast<int64_t>(plan.getFlopsAddedFor(unit));
  }
  plan.rollback(mark);
}

std::vector<RematExchanger::Move>
RematExchanger::findMoves(llvm::ArrayRef<unsigned> drops, uint64_t peakLimit) {
  uint64_t flops = load(drops).getExtraFlops();
  std::vector<Move> moves;
  for (unsigned added : candidates) {
    if (isSpent())
      break;
    const RematPlan &plan = load(drops);
    if (plan.isDropped(added))
      continue;
    // A new clone reads its nearest dropped ancestors' clones, and pulls
    // them and their own dropped ancestors to its earlier point. Besides the
    // plain move, try taking back the nearest ones (the clone reads them
    // instead), or only the ones whose clones it would pull earlier.
    llvm::SmallVector<unsigned, 8> nearest, pulled;
    findDroppedSources(plan, added, nearest, pulled);
    llvm::SmallVector<llvm::SmallVector<unsigned, 8>, 3> variants{{}};
    if (!nearest.empty())
      variants.push_back(nearest);
    if (!pulled.empty() && pulled != nearest)
      variants.push_back(pulled);
    for (llvm::ArrayRef<unsigned> sources : variants) {
      std::vector<unsigned> next = without(drops, sources);
      next.push_back(added);
      const RematPlan &moved = load(next);
      if (moved.getPeak() > peakLimit)
        continue;
      Move move{added, llvm::SmallVector<unsigned, 8>(sources),
                static_cast<int64_t>(flops) -
                    static_cast<int64_t>(moved.getExtraFlops())};
      estimateTakeBacks(peakLimit, move);
      if (move.estimatedGain > 0)
        moves.push_back(std::move(move));
    }
  }
  llvm::stable_sort(moves, [](const Move &a, const Move &b) {
    return a.estimatedGain > b.estimatedGain;
  });
  return moves;
}

std::vector<unsigned>
RematExchanger::takeBackUnneeded(std::vector<unsigned> drops,
                                 uint64_t peakLimit) {
  // Which drops to take back is a knapsack over the room under the limit,
  // so two greedy orders: the dearest first, and the dearest per byte first
  // (the first keeps a large, dear drop's room for it; the second fills the
  // room with many small ones). The better result wins.
  const RematPlan &plan = load(drops);
  std::vector<unsigned> byCost = drops;
  llvm::stable_sort(byCost, [&](unsigned a, unsigned b) {
    return plan.getFlopsAddedFor(a) > plan.getFlopsAddedFor(b);
  });
  std::vector<unsigned> byCostPerByte = byCost;
  llvm::stable_sort(byCostPerByte, [&](unsigned a, unsigned b) {
    return (unsigned __int128)plan.getFlopsAddedFor(a) *
               model.getUnit(b).bytes >
           (unsigned __int128)plan.getFlopsAddedFor(b) * model.getUnit(a).bytes;
  });
  std::vector<unsigned> best;
  std::optional<uint64_t> bestFlops;
  for (llvm::ArrayRef<unsigned> order : {byCost, byCostPerByte}) {
    std::vector<unsigned> kept = drops;
    for (unsigned unit : order) {
      if (isSpent())
        break;
      std::vector<unsigned> fewer = without(kept, unit);
      if (load(fewer).getPeak() <= peakLimit)
        kept = std::move(fewer);
    }
    uint64_t flops = load(kept).getExtraFlops();
    if (!bestFlops || flops < *bestFlops) {
      best = std::move(kept);
      bestFlops = flops;
    }
  }
  return best;
}

std::optional<std::vector<unsigned>>
RematExchanger::improve(llvm::ArrayRef<unsigned> drops) {
  const RematPlan &start = load(drops);
  uint64_t peakLimit = start.getPeak(), startFlops = start.getExtraFlops();
  std::vector<unsigned> current = takeBackUnneeded(drops.vec(), peakLimit);
  uint64_t flops = load(current).getExtraFlops();
  while (!isSpent()) {
    bool moved = false;
    std::vector<Move> moves = findMoves(current, peakLimit);
    for (const Move &move : llvm::ArrayRef(moves).take_front(kMovesChecked)) {
      std::vector<unsigned> next = without(current, move.sources);
      next.push_back(move.added);
      next = takeBackUnneeded(std::move(next), peakLimit);
      const RematPlan &plan = load(next);
      if (plan.getPeak() <= peakLimit && plan.getExtraFlops() < flops) {
        current = std::move(next);
        flops = plan.getExtraFlops();
        moved = true;
        break;
      }
    }
    if (!moved)
      break;
  }
  if (flops >= startFlops)
    return std::nullopt;
  return current;
}

} // namespace memopt
