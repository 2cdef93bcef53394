//! This seat's actions go to the server once they are settled: at once in the draft, and at the
//! end of the fill for the domino's preparations, which stay open to undo until the drawing is
//! final. The server's echo of each is checked when it comes back; one that does not come in
//! time has the connection made again, which sends what the server lacks.

use bevy::prelude::*;

use super::link::Link;
use super::session::{Confirmation, OnlineSession, OnlineStatus};
use crate::app::game::Match;
use crate::app::states::AppSystems;
use kingdomino_core::online::{ClientMessage, RoomAction};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (send_settled_actions, watch_confirmations)
            .chain()
            .run_if(resource_exists::<OnlineSession>.and_then(resource_exists::<Match>))
            .in_set(AppSystems::Save),
    );
}

/// The real clock: a paused table still waits on the server.
fn watch_confirmations(time: Res<Time<Real>>, mut session: ResMut<OnlineSession>) {
    if let Confirmation::SendAgain(why) = session.wait_for_confirmation(time.delta()) {
        session.connect_again(&why);
    }
}

fn send_settled_actions(
    game: Res<Match>,
    mut session: ResMut<OnlineSession>,
    link: Option<NonSendMut<Link>>,
) {
    let (Some(mut link), Some(seat)) = (link, session.seat()) else {
        return;
    };
    if session.status != OnlineStatus::Playing || !game.is_online() || game.holds_preparations(seat)
    {
        return;
    }
    let actions = &game.record().actions;
    while let Some(&action) = actions.get(session.sent) {
        link.send(&ClientMessage::Act {
            index: session.sent as u32,
            action: RoomAction::Duel(action),
        });
        session.sent += 1;
    }
}
