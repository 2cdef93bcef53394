//! What a first message must speak: this server's version of the protocol, a game it plays,
//! and that game's rule set.

use super::{Ending, Hub};
use crate::metrics::Refusal;
use kingdomino_core::for_game;
use kingdomino_core::games::{GameKind, GameSetup};
use kingdomino_core::online::RoomGame;
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, other_version};
use kingdomino_core::table::TableGame;

impl Hub {
    /// A glance's version and rule set: the rule set of any game this server plays, since a
    /// player glances at their rooms of every game at once.
    pub(super) fn check_speech(&self, version: u32, rules_id: &str) -> Result<(), Ending> {
        check_version(version)?;
        let ours: Vec<&str> = (GameKind::ALL.into_iter())
            .map(|kind| for_game!(kind, G => G::rules_id(self.rules.of::<G>())))
            .collect();
        if !ours.contains(&rules_id) {
            return Err(Ending::for_good(
                Refusal::Hello,
                format!(
                    "this server's rule sets are `{}`, not `{rules_id}`: turn off the mods that \
                     change the rules",
                    ours.join("` and `")
                ),
            ));
        }
        Ok(())
    }

    /// The game a hello or a seek asks for, in this server's version and with its rule set.
    pub(super) fn spoken_game(
        &self,
        version: u32,
        game: GameSetup,
        rules_id: &str,
    ) -> Result<RoomGame, Ending> {
        check_version(version)?;
        let room_game = self.offered_game(game)?;
        self.check_rules(&room_game, rules_id)?;
        Ok(room_game)
    }

    /// The server's game for a set-up, or why it has none (a player count its rule set lacks).
    pub(super) fn offered_game(&self, game: GameSetup) -> Result<RoomGame, Ending> {
        RoomGame::of(&self.rules, game).ok_or_else(|| {
            Ending::for_good(
                Refusal::Hello,
                format!("this server has no game of {}", game.describe()),
            )
        })
    }

    /// The rule set a client plays `game` with must be the server's for that game.
    pub(super) fn check_rules(&self, game: &RoomGame, rules_id: &str) -> Result<(), Ending> {
        let ours = game.rules_id();
        if rules_id != ours {
            return Err(Ending::for_good(
                Refusal::Hello,
                format!(
                    "this server plays {} with the rule set `{ours}`, not `{rules_id}`: turn off \
                     the mods that change the rules",
                    game.describe()
                ),
            ));
        }
        Ok(())
    }
}

/// A client must speak this server's version of the protocol.
pub fn check_version(version: u32) -> Result<(), Ending> {
    if version != PROTOCOL_VERSION {
        return Err(Ending::for_good(Refusal::Hello, other_version(version)));
    }
    Ok(())
}
