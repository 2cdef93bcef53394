//! The original game online: the rooms of it the online panel makes (for two, three or four,
//! without the bonuses, which a room's players do not agree on yet), and how the panels and
//! the title name them and its leaderboard.

use crate::app::online::PlayedOnline;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Bonuses, GameOptions, Original};

impl PlayedOnline for Original {
    const BOARD_TITLE: &'static str = "leaderboard-original";

    fn room_choices() -> Vec<(&'static str, GameOptions)> {
        [
            ("KingdominoForTwo", 2),
            ("KingdominoForThree", 3),
            ("KingdominoForFour", 4),
        ]
        .map(|(name, players)| {
            let options = GameOptions {
                players,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            };
            (name, options)
        })
        .into()
    }

    fn room_words(options: GameOptions) -> Phrase {
        Phrase::new("online-game-original").with("players", usize::from(options.players))
    }

    fn kept_room_line(options: GameOptions, glimpse: Phrase) -> Phrase {
        Phrase::new("title-online-original")
            .with("players", usize::from(options.players))
            .with("line", glimpse)
    }
}
