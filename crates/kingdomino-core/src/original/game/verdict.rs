//! Who wins a finished game, and what decided it: the highest total, then among equal totals
//! the largest domain, then the most crowns; the players still level share the win.

use crate::original::KingdomSheet;
use crate::table::Place;

/// The order in which counts are compared: total, largest domain, crowns.
fn tie_key(sheet: &KingdomSheet) -> (u32, u32, u32) {
    (sheet.total, sheet.largest_domain, sheet.crowns)
}

/// The winners by the counts of every player in their places.
pub fn winners_by(scores: &[KingdomSheet]) -> Vec<Place> {
    let best = scores.iter().map(tie_key).max();
    Place::all(scores.len())
        .filter(|player| Some(tie_key(&scores[player.index()])) == best)
        .collect()
}

/// What set the winner apart from the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    Total,
    /// Equal totals: the largest domain.
    LargestDomain,
    /// Equal totals and largest domains: the crowns.
    Crowns,
    /// Equal in all three: the win is shared.
    Shared,
}

pub fn decided_by(scores: &[KingdomSheet]) -> DecidedBy {
    // How many players are level at the top when the first `compared` numbers are compared.
    let level = |compared: usize| {
        let key = |sheet: &KingdomSheet| {
            let (total, domain, crowns) = tie_key(sheet);
            [total, domain, crowns][..compared].to_vec()
        };
        let best = scores.iter().map(key).max();
        scores
            .iter()
            .filter(|sheet| Some(key(sheet)) == best)
            .count()
    };
    if level(1) < 2 {
        DecidedBy::Total
    } else if level(2) < 2 {
        DecidedBy::LargestDomain
    } else if level(3) < 2 {
        DecidedBy::Crowns
    } else {
        DecidedBy::Shared
    }
}
