//! The server's game taken up by the table, and its dice checked against the server's promise at
//! the end.

use bevy::prelude::*;

use super::{OnlineSession, OnlineStatus};
use crate::app::game::{Match, MatchRequest, ResumeMatch};
use crate::app::platform::console;
use crate::app::states::Seat;
use kingdomino_core::online::{PublicGame, RollSecret};
use kingdomino_core::rules::RuleSet;

/// The server's game: the table goes on with it, unless it already shows that game (a
/// reconnection) with at most this seat's own actions not yet sent. Whether the table was given
/// a game to set up.
pub(super) fn take_up(
    session: &mut OnlineSession,
    game: Option<&Match>,
    rules: &RuleSet,
    public: PublicGame,
    requests: &mut MessageWriter<MatchRequest>,
) -> bool {
    let server = &public.record;
    session.server_has(server.actions.len());
    let shown_already = game.is_some_and(|game| {
        let local = game.record();
        local.seed == server.seed
            && local.rolls == server.rolls
            && local.actions.starts_with(&server.actions)
    });
    if shown_already {
        return false;
    }
    let Some(seat) = session.seat else {
        session.fail("the server sent a game before a seat".into());
        return false;
    };
    match public.record.replay(rules) {
        Ok(state) => {
            let mut seats = [Seat::Remote; 2];
            seats[seat] = session.request.local;
            requests.write(MatchRequest::Resume(Box::new(ResumeMatch {
                state,
                record: public.record,
                seats,
                names: Some(public.names),
            })));
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

/// The revealed secret must be the one promised, and explain every roll of the game.
pub(super) fn check_the_dice(session: &mut OnlineSession, game: Option<&Match>, secret: &str) {
    let (Some(game), Some(commitment)) = (game, &session.commitment) else {
        session.fail("the server ended a game it never showed".into());
        return;
    };
    let explained = RollSecret::from_hex(secret)
        .is_some_and(|secret| secret.explains(&game.rules, commitment, &game.record().rolls));
    if explained {
        console::announce("kingdomino-duel: online dice checked against the server's promise");
        session.status = OnlineStatus::Over;
    } else {
        session.fail("the server's dice do not match the secret it promised at the start".into());
    }
}
