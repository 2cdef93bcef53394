//! The game of the rooms a player makes and joins on the online panel: the Duel, or the
//! original Kingdomino for two, three or four.

use bevy::prelude::*;
use kingdomino_core::games::GameSetup;

use serde::{Deserialize, Serialize};

use kingdomino_core::original::{Bonuses, GameOptions};

/// The game an online room plays: the Duel, or the original Kingdomino for so many players.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum OnlineGame {
    #[default]
    Duel,
    KingdominoForTwo,
    KingdominoForThree,
    KingdominoForFour,
}

impl OnlineGame {
    /// The choices in the order the panel goes through them.
    pub const ALL: [OnlineGame; 4] = [
        OnlineGame::Duel,
        OnlineGame::KingdominoForTwo,
        OnlineGame::KingdominoForThree,
        OnlineGame::KingdominoForFour,
    ];

    /// The players of the original game, none for the Duel.
    pub fn players(self) -> Option<u8> {
        match self {
            OnlineGame::Duel => None,
            OnlineGame::KingdominoForTwo => Some(2),
            OnlineGame::KingdominoForThree => Some(3),
            OnlineGame::KingdominoForFour => Some(4),
        }
    }

    /// The options of a room of the original game (its bonuses are off: a room's players
    /// agree on nothing else yet).
    pub fn setup(self) -> GameSetup {
        self.players().map_or(GameSetup::Duel, |players| {
            GameSetup::Kingdomino(GameOptions {
                players,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            })
        })
    }
}
