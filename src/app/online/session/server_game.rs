//! The server's game taken up by the table, held to the server's word (the same dice promise and
//! seed for as long as the room is played, a record that only ever grows, rolls always given),
//! and its dice checked against the promise at the end.

use bevy::prelude::*;
use kingdomino_core::duel::{Duel, NoOptions, RuleSet};
use serde::{Deserialize, Serialize};

use super::{OnlineSession, OnlineStatus};
use crate::app::game::{Match, MatchRequest, ResumeMatch};
use crate::app::platform::console;
use crate::app::states::Seat;
use kingdomino_core::for_game;
use kingdomino_core::games::ForGame;
use kingdomino_core::online::{Commitment, PublicGame, RollSecret};
use kingdomino_core::table::Record;

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
        return Err("the server sent a game without its dice rolls".into());
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

/// The server's game: the table goes on with it, unless it already shows that game (a
/// reconnection) with at most this seat's own actions not yet sent. A game of this room that
/// does not carry on the one shown here stops the game. Whether the table was given a game to
/// set up.
pub(super) fn take_up(
    session: &mut OnlineSession,
    game: Option<&Match>,
    rules: &RuleSet,
    public: PublicGame,
    requests: &mut MessageWriter<MatchRequest>,
) -> bool {
    let ForGame::Duel(server) = &public.record else {
        session.fail("the server plays the original Kingdomino in this Duel's room".into());
        return false;
    };
    // What the server confirmed of this table's game must stay; this seat's actions it never
    // confirmed may give way to a move it made in their place.
    let confirmed = session.confirmed;
    session.server_has(server.actions.len());
    let follows = game.map_or(Follows::CarriesOn, |game| {
        follows(game.record(), confirmed, server)
    });
    if follows == Follows::ShownAlready {
        session.playing_this_room = true;
        return false;
    }
    if follows == Follows::Diverges && session.playing_this_room {
        let local = game.map_or(0, |game| game.record().actions.len());
        session.fail(format!(
            "the server's game ({} actions) does not carry on the one played here ({local} \
             actions): it changed what was played",
            server.actions.len()
        ));
        return false;
    }
    let mut seats = [Seat::Remote; 2];
    match session.seat() {
        Some(seat) => seats[seat] = session.request.local,
        None if session.request.watches() => {}
        None => {
            session.fail("the server sent a game before a seat".into());
            return false;
        }
    }
    let names = <[String; 2]>::try_from(public.names.clone()).ok();
    match server.replay(rules) {
        Ok(state) => {
            requests.write(MatchRequest::Resume(Box::new(ResumeMatch {
                state,
                record: server.clone(),
                seats,
                names,
            })));
            session.playing_this_room = true;
            true
        }
        Err(error) => {
            session.fail(format!(
                "this game's rules refuse the server's game: {error}"
            ));
            false
        }
    }
}

/// How the server's record stands to the one this table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Follows {
    /// The table shows it, with at most this seat's actions the server has not yet.
    ShownAlready,
    /// It carries on what the server confirmed of the table's game (this seat's unconfirmed
    /// actions may give way to moves the server made in their place).
    CarriesOn,
    /// It changes what the server had confirmed.
    Diverges,
}

fn follows(local: &Record<Duel>, confirmed: usize, server: &Record<Duel>) -> Follows {
    if local.seed != server.seed {
        return Follows::Diverges;
    }
    if local.deals == server.deals && local.actions.starts_with(&server.actions) {
        return Follows::ShownAlready;
    }
    let settled = &local.actions[..confirmed.min(local.actions.len())];
    if server.actions.starts_with(settled) && server.deals.starts_with(&local.deals) {
        Follows::CarriesOn
    } else {
        Follows::Diverges
    }
}

/// The revealed secret must be the one promised, and explain every roll of the game.
pub(super) fn check_the_dice(session: &mut OnlineSession, game: Option<&Match>, secret: &str) {
    let commitment = session
        .promise
        .as_ref()
        .map(|promise| Commitment(promise.commitment.clone()));
    let (Some(game), Some(commitment)) = (game, &commitment) else {
        session.fail("the server ended a game it never showed".into());
        return;
    };
    let explained = RollSecret::from_hex(secret).is_some_and(|secret| {
        secret.explains::<Duel>(&game.rules, NoOptions, commitment, &game.record().deals)
    });
    if explained {
        console::announce("kingdomino-duel: online dice checked against the server's promise");
        session.status = OnlineStatus::Over;
    } else {
        session.fail("the server's dice do not match the secret it promised at the start".into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::online::session::a_person_s_session;

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
            move_seconds: 0,
            waited_seconds: 0,
        }
    }

    #[test]
    fn the_server_s_game_must_carry_on_what_it_confirmed_and_only_that() {
        use kingdomino_core::duel::Action;
        let rules = RuleSet::builtin();
        let record = |actions: &[u8]| Record {
            actions: actions.iter().map(|&die| Action::TakeDie { die }).collect(),
            deals: vec![[0, 1, 2, 3]],
            ..Record::<Duel>::new(&rules, NoOptions, 7)
        };
        let local = record(&[0, 1, 2]);
        assert_eq!(follows(&local, 2, &record(&[0, 1])), Follows::ShownAlready);
        assert_eq!(
            follows(&local, 3, &record(&[0, 1, 2, 3])),
            Follows::CarriesOn
        );
        // Action 3 was this seat's and never confirmed: the server's move in its place stands.
        assert_eq!(follows(&local, 2, &record(&[0, 1, 3])), Follows::CarriesOn);
        assert_eq!(follows(&local, 3, &record(&[0, 1, 3])), Follows::Diverges);
        assert_eq!(follows(&local, 2, &record(&[1, 1, 2])), Follows::Diverges);
        let other_seed = Record {
            seed: 8,
            ..record(&[0, 1, 2])
        };
        assert_eq!(follows(&local, 0, &other_seed), Follows::Diverges);
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
        assert!(
            without_rolls
                .unwrap_err()
                .contains("without its dice rolls")
        );
    }
}
