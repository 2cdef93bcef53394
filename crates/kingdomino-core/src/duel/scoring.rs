//! Scoring a map: domains, crosses, the `b` bonus, totals and who wins.

use serde::{Deserialize, Serialize};

use super::ruleset::{DOMAIN_BONUS_POINTS, RuleSet};
use super::seat::SeatNumber;
use crate::kingdom::board::Board;
use crate::kingdom::{CoatId, Domain, Map, for_each_domain};

/// A map's score, domain by domain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub domains: Vec<Domain>,
    pub bonus_coat: Option<CoatId>,
    pub bonus_points: u32,
    pub total: u32,
    pub largest_domain: u32,
}

/// What decides a game: the total and, on a tie, the largest domain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSummary {
    pub total: u32,
    pub largest_domain: u32,
}

fn bonus_points(map: &Map, board: &Board, bonus_coat: Option<CoatId>) -> u32 {
    let Some(coat) = bonus_coat else { return 0 };
    let mut left = map.coat_mask(coat);
    let mut domains = 0;
    while left != 0 {
        left &= !board.flood(left & left.wrapping_neg(), left);
        domains += 1;
    }
    domains * DOMAIN_BONUS_POINTS
}

/// The total and largest domain, without building the sheet (the simulations' hot path).
pub fn summarize(rules: &RuleSet, map: &Map, bonus_coat: Option<CoatId>) -> ScoreSummary {
    let board = rules.board();
    let mut summary = ScoreSummary {
        total: bonus_points(map, board, bonus_coat),
        largest_domain: 0,
    };
    for coat in rules.coat_ids() {
        let mut left = crossed_domains(board, map, map.coat_mask(coat), |size, crosses| {
            summary.total += size * crosses;
            summary.largest_domain = summary.largest_domain.max(size);
        });
        // The domains left score nothing: they matter only if one is the largest, and none
        // can be while all of them together are not larger.
        while left.count_ones() > summary.largest_domain {
            let cells = board.flood(left & left.wrapping_neg(), left);
            left &= !cells;
            summary.largest_domain = summary.largest_domain.max(cells.count_ones());
        }
    }
    summary
}

/// Calls `visit(size, crosses)` for each domain with a cross among `squares` (one coat's),
/// and returns the squares of the domains without one.
fn crossed_domains(
    board: &Board,
    map: &Map,
    mut squares: u64,
    mut visit: impl FnMut(u32, u32),
) -> u64 {
    let crossed = map.crossed();
    while squares & crossed != 0 {
        let seeds = squares & crossed;
        let cells = board.flood(seeds & seeds.wrapping_neg(), squares);
        squares &= !cells;
        visit(cells.count_ones(), map.crosses_in(cells));
    }
    squares
}

/// The points of one coat's domains, with the `b` bonus when it is that coat's: a drawing
/// changes only its own coats' points, so comparing drawings needs no more.
pub fn coat_points(rules: &RuleSet, map: &Map, coat: CoatId, bonus_coat: Option<CoatId>) -> u32 {
    let board = rules.board();
    let mut points = bonus_points(map, board, bonus_coat.filter(|&bonus| bonus == coat));
    crossed_domains(board, map, map.coat_mask(coat), |size, crosses| {
        points += size * crosses;
    });
    points
}

/// The full score sheet of a map.
pub fn score_sheet(rules: &RuleSet, map: &Map, bonus_coat: Option<CoatId>) -> ScoreSheet {
    let board = rules.board();
    let mut domains = Vec::new();
    for_each_domain(board, map, rules.coat_ids(), |domain| domains.push(domain));
    let bonus_points = bonus_points(map, board, bonus_coat);
    ScoreSheet {
        total: bonus_points + domains.iter().map(|d| d.points).sum::<u32>(),
        largest_domain: domains.iter().map(|d| d.size).max().unwrap_or(0),
        domains,
        bonus_coat,
        bonus_points,
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// The player (seat 0 or 1) won; `by_tie_break` when totals were equal and the largest
    /// domain decided.
    Winner {
        player: SeatNumber,
        by_tie_break: bool,
    },
    Draw,
}

/// The winner from both players' summaries, with the tie-break on the largest domain.
pub fn outcome(scores: [ScoreSummary; 2]) -> Outcome {
    let [first, second] = scores;
    let by_tie_break = first.total == second.total;
    let key = |s: ScoreSummary| (s.total, s.largest_domain);
    match key(first).cmp(&key(second)) {
        std::cmp::Ordering::Greater => Outcome::Winner {
            player: SeatNumber::FIRST,
            by_tie_break,
        },
        std::cmp::Ordering::Less => Outcome::Winner {
            player: SeatNumber::SECOND,
            by_tie_break,
        },
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}
