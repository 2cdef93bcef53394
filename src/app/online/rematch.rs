//! Another game with the same players, asked for on the game over screen: the server hears
//! this player's wish; the new game comes when every player has asked (the session follows it).

use bevy::prelude::*;

use super::Rematch;
use super::link::Link;
use super::session::{OnlineSession, OnlineStatus};
use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::online::PlayedOnline;
use crate::app::states::AppSystems;
use crate::app::table::{self};
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ask_for_rematch
            .run_if(resource_exists::<OnlineSession>)
            .in_set(AppSystems::Decide),
    );
}

fn ask_for_rematch(
    mut made: MessageReader<ChoiceMade>,
    session: Res<OnlineSession>,
    mut rematch: ResMut<Rematch>,
    link: Option<NonSendMut<Link>>,
) {
    let asked = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Go(Go::Rematch));
    let playing = session.status == OnlineStatus::Over && session.room_seat().is_some();
    if let (true, true, Some(mut link)) = (asked && !rematch.mine, playing, link) {
        link.send(&ClientMessage::Rematch);
        rematch.mine = true;
    }
}

/// Game `G`'s rematches: as its table is set up, nobody has asked for the next game yet.
pub(super) fn game_plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(OnEnter(table::screen::<G>()), forget_rematch);
}

/// A game begins: nobody has asked for the next one yet.
fn forget_rematch(mut rematch: ResMut<Rematch>) {
    rematch.set_if_neq(Rematch::default());
}
