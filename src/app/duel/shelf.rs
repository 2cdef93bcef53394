//! What the Replays screen says of a kept Duel: who played it and the final scores, how long it
//! was, and the two turns where the lead moved most, to watch it from.

use crate::app::screens::OnTheShelf;
use crate::app::states::Seat;
use crate::app::table::seat_name;
use kingdomino_core::duel::{Duel, GameState, RuleSet, SeatNumber};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::{Swing, biggest_swings};

/// How many of a replay's biggest swings it offers to be watched from.
const SWINGS_OFFERED: usize = 2;

impl OnTheShelf for Duel {
    fn shelf_line(
        saved: &SavedGame<Duel>,
        end: &GameState,
        rules: &RuleSet,
        date: Phrase,
    ) -> Phrase {
        let seats: Vec<Seat> = saved.seats.iter().map(|&seat| Seat::from(seat)).collect();
        let scores = end.scores(rules);
        Phrase::new("replays-row")
            .with("date", date)
            .with("first", seat_name(&seats, SeatNumber::FIRST.into()))
            .with("first-points", scores[0].total)
            .with("second", seat_name(&seats, SeatNumber::SECOND.into()))
            .with("second-points", scores[1].total)
    }

    fn shelf_details(saved: &SavedGame<Duel>, end: &GameState) -> Vec<Phrase> {
        vec![
            Phrase::new("replays-detail-length")
                .with("turns", end.turn())
                .with("moves", saved.record.actions.len())
                .with("seed", saved.record.seed.to_string()),
        ]
    }

    fn swings(saved: &SavedGame<Duel>, rules: &RuleSet) -> Vec<Swing> {
        biggest_swings(&saved.record.totals_by_moment(rules), SWINGS_OFFERED)
    }
}
