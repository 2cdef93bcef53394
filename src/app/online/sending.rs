//! This seat's actions go to the server once they are settled: at once, unless the person may
//! still take them back (the Duel's preparations until the drawing is final, the original
//! game's domino until the claim that follows). The server's echo of each is checked when it
//! comes back; one that does not come in time has the connection made again, which sends what
//! the server lacks.

use bevy::prelude::*;

use super::link::Link;
use super::session::{Confirmation, OnlineSession, OnlineStatus};
use crate::app::online::PlayedOnline;
use crate::app::states::AppSystems;
use crate::app::table::Match;
use kingdomino_core::online::{Actions, ClientMessage};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        watch_confirmations
            .run_if(resource_exists::<OnlineSession>)
            .in_set(AppSystems::Save),
    );
}

/// This seat's actions of game `G`, sent before the confirmations are looked at.
pub(super) fn game_plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(
        Update,
        send_settled_actions::<G>
            .before(watch_confirmations)
            .run_if(resource_exists::<OnlineSession>.and_then(resource_exists::<Match<G>>))
            .in_set(AppSystems::Save),
    );
}

/// The real clock: a paused table still waits on the server.
fn watch_confirmations(time: Res<Time<Real>>, mut session: ResMut<OnlineSession>) {
    if let Confirmation::SendAgain(why) = session.wait_for_confirmation(time.delta()) {
        session.connect_again(&why);
    }
}

fn send_settled_actions<G: PlayedOnline>(
    game: Res<Match<G>>,
    mut session: ResMut<OnlineSession>,
    link: Option<NonSendMut<Link>>,
) {
    let (Some(mut link), Some(seat)) = (link, session.room_seat()) else {
        return;
    };
    if session.status != OnlineStatus::Playing || !game.is_online() || game.holds_take_back(seat) {
        return;
    }
    let actions = &game.record().actions;
    while let Some(&action) = actions.get(session.sent) {
        link.send(&ClientMessage::Act {
            index: session.sent as u32,
            action: G::tagged::<Actions>(action),
        });
        session.sent += 1;
    }
}
