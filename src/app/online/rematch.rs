//! Another game with the same players, asked for on the game over screen: the server hears
//! this player's wish; the new game comes when every player has asked (the session follows it).

use bevy::prelude::*;

use super::Rematch;
use super::link::Link;
use super::session::{OnlineSession, OnlineStatus};
use crate::app::choices::{Choice, ChoiceMade, Go, Intent, Look};
use crate::app::online::PlayedOnline;
use crate::app::screens::{GameOverChoices, InPlaceOfPlayingAgain, next_in_series_words};
use crate::app::states::AppSystems;
use crate::app::table::{self, Match, TableApp};
use kingdomino_core::localization::Phrase;
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

/// Game `G`'s rematches: as its table is set up, nobody has asked for the next game yet; at
/// its game over, the rematch is offered in place of playing again.
pub(super) fn game_plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(OnEnter(table::screen::<G>()), forget_rematch);
    app.add_systems(
        Update,
        offer_the_rematch::<G>
            .run_if(in_state(table::game_over_screen::<G>()).and_then(resource_exists::<Match<G>>))
            .before(GameOverChoices)
            .in_set(AppSystems::Decide),
    );
}

/// The rematch, while this machine holds a seat of the room.
fn offer_the_rematch<G: PlayedOnline>(
    game: Res<Match<G>>,
    session: Option<Res<OnlineSession>>,
    rematch: Res<Rematch>,
    mut offered: ResMut<InPlaceOfPlayingAgain>,
) {
    let seated = session.is_some_and(|session| session.room_seat().is_some());
    let choice = seated.then(|| rematch_choice(&game, *rematch));
    offered.set_if_neq(InPlaceOfPlayingAgain(choice));
}

/// An online game: the same players again, if they want it too (named when there is one); in
/// a series, its next game.
fn rematch_choice<G: TableApp>(game: &Match<G>, rematch: Rematch) -> Choice {
    let others = game.seats.len() - 1;
    let opponent = game
        .remote_place()
        .filter(|_| others == 1)
        .map(|place| game.seat_name(place));
    let said = next_in_series_words(game, rematch.mine).unwrap_or_else(|| {
        match (opponent, rematch.mine, rematch.theirs) {
            (None, true, _) => Phrase::new("game-over-rematch-everyone-waiting"),
            (None, false, _) => Phrase::new("game-over-rematch-everyone"),
            (Some(name), true, _) => Phrase::new("game-over-rematch-waiting").with("name", name),
            (Some(name), false, true) => Phrase::new("game-over-rematch-accept").with("name", name),
            (Some(name), false, false) => Phrase::new("game-over-rematch").with("name", name),
        }
    });
    Choice {
        intent: Intent::Go(Go::Rematch),
        label: said,
        look: if rematch.mine {
            Look::Disabled
        } else {
            Look::Button
        },
    }
}

/// A game begins: nobody has asked for the next one yet.
fn forget_rematch(mut rematch: ResMut<Rematch>) {
    rematch.set_if_neq(Rematch::default());
}
