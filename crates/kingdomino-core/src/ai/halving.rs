//! Successive halving over imagined games, the search of both games' Experts: every candidate
//! left plays the same imagined futures, the better half goes on, until one is left.

use rand::Rng;

use crate::rng::SplitMix64;

/// How an imagined game ended for the player who thought: `result` is 1 for a win, a share of
/// it for a win shared, 0 for a loss; `difference` their points minus the best other player's.
pub(crate) struct ImaginedEnd {
    pub(crate) result: f32,
    pub(crate) difference: f32,
}

impl ImaginedEnd {
    /// What the search compares: the result, nudged by the score difference so bigger wins
    /// count more.
    pub(crate) fn value(&self) -> f32 {
        self.result + self.difference.clamp(-40.0, 40.0) / 200.0
    }
}

/// A decision being thought over: where the halving stands, and its answer once found. It can
/// be played a playout at a time, so the thinking can be spread over frames.
pub(crate) struct Halving<A> {
    candidates: Vec<Candidate<A>>,
    playouts_per_round: u32,
    /// This round's imagined futures: every candidate left plays each of them once.
    futures: Vec<u64>,
    /// The next playout of the round: which candidate, which future.
    next: (usize, usize),
    decided: Option<A>,
}

struct Candidate<A> {
    action: A,
    total: f32,
    /// The imagined games it won, a shared win counting its share.
    wins: f32,
    playouts: u32,
}

impl<A> Candidate<A> {
    fn mean(&self) -> f32 {
        if self.playouts == 0 {
            f32::NEG_INFINITY
        } else {
            self.total / self.playouts as f32
        }
    }
}

impl<A: Copy + PartialEq> Halving<A> {
    /// A search among `candidates` with about `playouts` imagined games in all. With one
    /// candidate there is nothing to think over; with none, no search.
    pub(crate) fn new(candidates: Vec<A>, playouts: u32) -> Option<Halving<A>> {
        let decided = match candidates.as_slice() {
            [] => return None,
            [only] => Some(*only),
            _ => None,
        };
        let rounds = (candidates.len() as f32).log2().ceil().max(1.0) as u32;
        Some(Halving {
            candidates: candidates
                .into_iter()
                .map(|action| Candidate {
                    action,
                    total: 0.0,
                    wins: 0.0,
                    playouts: 0,
                })
                .collect(),
            playouts_per_round: playouts / rounds,
            futures: Vec::new(),
            next: (0, 0),
            decided,
        })
    }

    pub(crate) fn decided(&self) -> Option<A> {
        self.decided
    }

    /// The share of its imagined games that the decision won, once decided; none when there
    /// was nothing to think over.
    pub(crate) fn win_share(&self) -> Option<f32> {
        let decided = self.decided?;
        self.candidates
            .iter()
            .find(|candidate| candidate.action == decided && candidate.playouts > 0)
            .map(|candidate| candidate.wins / candidate.playouts as f32)
    }

    /// One imagined game of the round, `play(candidate, future)`; a finished round keeps the
    /// better half of the candidates, and the last one left is the decision.
    pub(crate) fn play_next(
        &mut self,
        rng: &mut SplitMix64,
        mut play: impl FnMut(A, u64) -> ImaginedEnd,
    ) {
        if self.decided.is_some() {
            return;
        }
        if self.futures.is_empty() {
            let each = (self.playouts_per_round / self.candidates.len() as u32).max(1);
            self.futures = (0..each).map(|_| rng.next_u64()).collect();
            self.next = (0, 0);
        }
        let (candidate_index, future_index) = self.next;
        let candidate = &mut self.candidates[candidate_index];
        let end = play(candidate.action, self.futures[future_index]);
        candidate.total += end.value();
        candidate.wins += end.result;
        candidate.playouts += 1;
        self.next = if future_index + 1 < self.futures.len() {
            (candidate_index, future_index + 1)
        } else {
            (candidate_index + 1, 0)
        };
        if self.next.0 < self.candidates.len() {
            return;
        }
        self.candidates
            .sort_by(|a, b| b.mean().total_cmp(&a.mean()));
        self.candidates.truncate(self.candidates.len().div_ceil(2));
        self.futures.clear();
        if let [last] = self.candidates.as_slice() {
            self.decided = Some(last.action);
        }
    }
}
