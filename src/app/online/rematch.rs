//! Another game with the same players, asked for at the game's end (the Duel's game over
//! screen, the original table): the server hears this player's wish; the new game comes when
//! every player has asked (the session follows it). At the original table the notice says the
//! wish was heard.

use bevy::prelude::*;
use kingdomino_core::games::GameKind;

use super::Rematch;
use super::link::Link;
use super::session::{OnlineSession, OnlineStatus};
use crate::app::choices::{ChoiceMade, Go, Intent};
use crate::app::kingdom::KingdomNotice;
use crate::app::states::{AppSystems, Screen};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table(GameKind::Duel)), forget_rematch);
    app.add_systems(OnEnter(Screen::Table(GameKind::Kingdomino)), forget_rematch);
    app.add_systems(
        Update,
        (
            ask_for_rematch.in_set(AppSystems::Decide),
            tell_rematch_asked
                .run_if(
                    in_state(Screen::Table(GameKind::Kingdomino))
                        .and_then(resource_changed::<Rematch>),
                )
                .in_set(AppSystems::Advise),
        )
            .distributive_run_if(resource_exists::<OnlineSession>),
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

/// A game begins: nobody has asked for the next one yet.
fn forget_rematch(mut rematch: ResMut<Rematch>) {
    rematch.set_if_neq(Rematch::default());
}

/// At the original table, this player's wish to play again is said under the prompt.
fn tell_rematch_asked(rematch: Res<Rematch>, mut notice: ResMut<KingdomNotice>) {
    let said = rematch
        .mine
        .then(|| Phrase::new("kingdom-online-rematch-waiting"));
    notice.set_if_neq(KingdomNotice(said));
}
