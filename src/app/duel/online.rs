//! The Duel online: how the online panels and the title name its rooms and its leaderboard.

use crate::app::online::PlayedOnline;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_core::localization::Phrase;

impl PlayedOnline for Duel {
    const BOARD_TITLE: &'static str = "leaderboard-duel";

    fn room_choices() -> Vec<(&'static str, NoOptions)> {
        vec![("Duel", NoOptions)]
    }

    fn room_words(_: NoOptions) -> Phrase {
        Phrase::new("online-game-duel")
    }

    /// The Duel is the game a kept room plays unless it says otherwise: the glance alone.
    fn kept_room_line(_: NoOptions, glimpse: Phrase) -> Phrase {
        glimpse
    }
}
