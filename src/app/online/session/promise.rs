//! The server's word on a room's game: the promise it made when it first showed it (the hash
//! of its secret, the game's seed), held to for as long as the room is played, and the secret
//! it reveals at the end checked against it and against everything it dealt.

use serde::{Deserialize, Serialize};

use super::{OnlineSession, OnlineStatus};
use crate::app::online::PlayedOnline;
use crate::app::runtime::console;
use crate::app::table::Match;
use kingdomino_core::for_game;
use kingdomino_core::online::{Commitment, PublicGame, RollSecret};

/// What the server promised when it first showed a room's game: the hash of the dice's secret
/// and the game's seed. Neither may change while the room is played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerPromise {
    pub commitment: String,
    pub seed: u64,
}

/// The server's game, checked against its word: a record without its rolls, or another promise
/// than the one it made, stops the game with the reason.
pub(super) fn hold_to_promise(
    session: &mut OnlineSession,
    public: &PublicGame,
) -> Result<(), String> {
    let (dealt, seed) =
        for_game!(&public.record, G, record => (!record.deals.is_empty(), record.seed));
    if !dealt {
        return Err("the server sent a game without what it dealt".into());
    }
    session.hold_to(ServerPromise {
        commitment: public.commitment().0,
        seed,
    })
}

impl OnlineSession {
    /// The server's promise for this room's game (its secret's hash, its seed): the first one
    /// it gives is kept, and any other refused with the reason.
    pub(in crate::app::online) fn hold_to(&mut self, promise: ServerPromise) -> Result<(), String> {
        match &self.promise {
            Some(kept) if kept.commitment != promise.commitment => Err(format!(
                "the server's promise on the dice changed during the game (it was {}, it is {})",
                short(&kept.commitment),
                short(&promise.commitment)
            )),
            Some(kept) if kept.seed != promise.seed => Err(format!(
                "the server changed the game's seed during the game (it was {}, it is {})",
                kept.seed, promise.seed
            )),
            Some(_) => Ok(()),
            None => {
                self.promise = Some(promise);
                Ok(())
            }
        }
    }
}

/// The start of a hash, enough to tell two apart.
fn short(hash: &str) -> &str {
    hash.get(..12).unwrap_or(hash)
}

/// The revealed secret must be the one promised, and explain everything dealt in the game.
pub(super) fn check_what_was_dealt<G: PlayedOnline>(
    session: &mut OnlineSession,
    game: Option<&Match<G>>,
    secret: &str,
) {
    let commitment = session
        .promise
        .as_ref()
        .map(|promise| Commitment(promise.commitment.clone()));
    let (Some(game), Some(commitment)) = (game, &commitment) else {
        session.fail("the server ended a game it never showed".into());
        return;
    };
    let record = game.record();
    let explained = RollSecret::from_hex(secret).is_some_and(|secret| {
        secret.explains::<G>(&game.rules, record.options, commitment, &record.deals)
    });
    let chance = G::CHANCE_WORDS;
    if explained {
        console::announce(&format!(
            "kingdomino-duel: online {chance} checked against the server's promise"
        ));
        session.status = OnlineStatus::Over;
    } else {
        session.fail(format!(
            "the server's {chance} do not match the secret it promised at the start"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::online::session::a_person_s_session;
    use kingdomino_core::duel::{Duel, NoOptions, RuleSet};
    use kingdomino_core::games::ForGame;
    use kingdomino_core::table::Record;

    fn public(seed: u64, secret: u8, rolls: bool) -> PublicGame {
        let rules = RuleSet::builtin();
        let mut record = Record::<Duel>::new(&rules, NoOptions, seed);
        if rolls {
            record.deals.push([0, 1, 2, 3]);
        }
        PublicGame {
            record: ForGame::Duel(record),
            commitment: RollSecret([secret; 32]).commitment().0,
            names: vec!["Ann".into(), "Bob".into()],
            computers: Vec::new(),
            hints: false,
            to_act: Some(kingdomino_core::duel::SeatNumber::FIRST.into()),
            move_seconds: 0,
            waited_seconds: 0,
        }
    }

    #[test]
    fn the_server_is_held_to_the_dice_promise_and_seed_it_first_gave() {
        let mut session = a_person_s_session();
        assert_eq!(hold_to_promise(&mut session, &public(7, 1, true)), Ok(()));
        assert_eq!(hold_to_promise(&mut session, &public(7, 1, true)), Ok(()));
        let changed = hold_to_promise(&mut session, &public(7, 2, true)).unwrap_err();
        assert!(changed.contains("promise on the dice changed"), "{changed}");
        let reseeded = hold_to_promise(&mut session, &public(8, 1, true)).unwrap_err();
        assert!(reseeded.contains("seed"), "{reseeded}");
        let without_rolls = hold_to_promise(&mut a_person_s_session(), &public(7, 1, false));
        assert!(without_rolls.unwrap_err().contains("without what it dealt"));
    }
}
