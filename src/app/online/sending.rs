//! This seat's actions go to the server once they are settled: at once in the draft, and at the
//! end of the fill for the domino's preparations, which stay open to undo until the drawing is
//! final. The server's echo of each is checked when it comes back.

use bevy::prelude::*;

use super::link::Link;
use super::session::{OnlineSession, OnlineStatus};
use crate::app::AppSystems;
use crate::app::game::Match;
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        send_settled_actions
            .run_if(resource_exists::<OnlineSession>.and_then(resource_exists::<Match>))
            .in_set(AppSystems::Save),
    );
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
            action,
        });
        session.sent += 1;
    }
}
