//! How an online game ends at this table: an action or deal from the server that this
//! machine's engine refuses stops it, and `--exit-on-game-over` closes the game when it is
//! done.

use bevy::prelude::*;

use super::{OnlineSession, OnlineStatus};
use crate::app::online::PlayedOnline;
use crate::app::states::{Screen, Seat};
use crate::app::table::{DealRefused, Match, Refused};

/// An action or deal from the server that this machine's engine refuses stops the game.
pub(super) fn notice_refusals<G: PlayedOnline>(
    mut session: ResMut<OnlineSession>,
    game: Option<Res<Match<G>>>,
    mut refused: MessageReader<Refused<G>>,
    mut deals_refused: MessageReader<DealRefused<G>>,
) {
    for refusal in refused.read() {
        let remote = game
            .as_ref()
            .is_some_and(|game| game.seat(refusal.seat) == Seat::Remote);
        if remote {
            session.fail(format!(
                "the opponent's {:?}, applied by the server, is refused here: {}",
                refusal.action, refusal.reason
            ));
        }
    }
    for refusal in deals_refused.read() {
        session.fail(format!(
            "the server's deal {:?} is refused here: {}",
            refusal.deal, refusal.reason
        ));
    }
}

/// With `--exit-on-game-over`, a stopped online game closes the game with a failure, and a
/// watcher's game closes with success once the final count shows (a player's closes with
/// the autoplay's count).
pub(super) fn stop_when_done(
    session: Res<OnlineSession>,
    screen: Res<State<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    if !session.request.exit_when_done {
        return;
    }
    match session.status {
        OnlineStatus::Failed(_) if session.is_changed() => {
            exit.write(AppExit::error());
        }
        OnlineStatus::Over
            if session.request.watches() && matches!(screen.get(), Screen::GameOver(_)) =>
        {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
