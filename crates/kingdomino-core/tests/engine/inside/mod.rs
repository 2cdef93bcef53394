//! Tests of single parts of the engines through their public items: the original game's state,
//! kingdoms, scoring, verdicts, pictures, bit sets, rule sets and seam; the Duel's maps, map
//! text and rule sets; saves, phrases, the random generator and the server's deals.

mod deals;
mod duel_map;
mod duel_rule_set;
mod dynasty;
mod localization;
mod map_text;
mod original_bits;
mod original_game;
mod original_kingdom;
mod original_picture;
mod original_rule_set;
mod original_scoring;
mod original_seam;
mod original_verdict;
mod rng;
mod saves;

use kingdomino_core::original::{Bonuses, GameOptions};

/// The original game for `players`, without the bonuses or a Dynasty.
fn options(players: u8, mighty_duel: bool) -> GameOptions {
    GameOptions {
        players,
        mighty_duel,
        bonuses: Bonuses::default(),
        dynasty: false,
    }
}
