//! Players away from an online room, at either game's table: the notice names each one and
//! counts the time their seat is kept waiting for them, then says who plays for them. Past that
//! time, against one other player the person chooses to let the server's computer (Expert)
//! play for them; with several others the table asks for it on their turn, so one player gone
//! does not hold up the rest. A room with a clock also counts down the move being made, and a
//! server whose store is away says the game is not saved for now.

use bevy::prelude::*;

use super::link::Link;
use super::move_clock::{ClockCounted, MoveTimeLeft, time_left_words};
use super::session::{OnlineSession, OnlineStatus, SeatAway};
use crate::app::choices::{Choice, ChoiceMade, Go, Intent};
use crate::app::online::PlayedOnline;
use crate::app::states::AppSystems;
use crate::app::table::{Match, Notice, WaitingChoices, screen};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ask_for_stand_in
            .run_if(resource_exists::<OnlineSession>)
            .in_set(AppSystems::Decide),
    );
}

pub(super) fn game_plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(
        Update,
        tell_absence::<G>
            .after(ClockCounted)
            .run_if(
                in_state(screen::<G>())
                    .and_then(resource_exists::<OnlineSession>)
                    .and_then(resource_exists::<Match<G>>),
            )
            .in_set(AppSystems::Advise),
    );
    app.add_systems(OnExit(screen::<G>()), withdraw_stand_in_offer);
}

/// What this table last said and asked of the absences.
#[derive(Default)]
struct Told {
    shown: Option<Phrase>,
    /// The move (by count) at which the computer was last asked to stand in.
    asked_at: Option<usize>,
}

fn tell_absence<G: PlayedOnline>(
    session: Res<OnlineSession>,
    game: Res<Match<G>>,
    clock: Res<MoveTimeLeft>,
    link: Option<NonSendMut<Link>>,
    mut notice: ResMut<Notice>,
    mut waiting: ResMut<WaitingChoices>,
    mut told: Local<Told>,
) {
    let playing = session.status == OnlineStatus::Playing && game.is_online();
    // Everyone by the name the room knows them by, this table's player too.
    let names = game.names.clone().unwrap_or_else(|| game.seat_names());
    let name = |seat: &SeatAway| names.get(seat.seat.index()).cloned().unwrap_or_default();
    // Against one other player the person chooses; a watcher of two waits on nobody.
    let by_choice = game.seats.len() == 2;
    let seated = session.seat().is_some();
    let mut lines: Vec<Phrase> = (session.seats_away().iter())
        .filter(|_| seated || !by_choice)
        .map(|away| absence_words(&session, away, name(away), by_choice))
        .collect();
    if session.store_away() {
        lines.insert(0, Phrase::new("online-store-away"));
    }
    // Two players' turn line shows the clock (the Duel's); several players' notice does.
    if !by_choice && let Some((seat, left)) = clock.0 {
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        lines.insert(0, clock_words(name, left));
    }
    let long_away: Vec<&SeatAway> = (session.seats_away().iter())
        .filter(|away| !away.stood_in && away.since.elapsed() >= session.away_grace)
        .collect();
    let offered = long_away.first().filter(|_| by_choice && seated && playing);
    offer_stand_in(&mut waiting, offered.map(|away| name(away)));
    let said = match lines.len() {
        _ if !playing => None,
        0 => None,
        1 => lines.pop(),
        _ => Some(Phrase::lines(lines)),
    };
    let Some(said) = said else {
        // Only this notice goes: a refusal or the game's end has words of their own there.
        if let Some(shown) = told.shown.take()
            && notice.0.as_ref() == Some(&shown)
        {
            notice.set_if_neq(Notice(None));
        }
        return;
    };
    // Said again once another notice (a refusal's) is gone: the absence lasts.
    if told.shown.as_ref() != Some(&said) || notice.0.is_none() {
        notice.set_if_neq(Notice(Some(said.clone())));
        told.shown = Some(said);
    }
    // Several others wait: on an absent player's turn the server is asked (it decides whether
    // the grace is over by its own clock; asked again at their next move).
    let to_act = G::to_act(game.state());
    let their_turn = long_away.iter().any(|away| Some(away.seat) == to_act);
    let played = game.record().actions.len();
    let ask = seated && !by_choice && their_turn && told.asked_at != Some(played);
    if let (true, Some(mut link)) = (ask, link) {
        link.send(&ClientMessage::StandIn);
        told.asked_at = Some(played);
    }
}

/// Who is away, and how long their seat is kept or who plays it.
fn absence_words(
    session: &OnlineSession,
    away: &SeatAway,
    name: Phrase,
    by_choice: bool,
) -> Phrase {
    let left = session.away_grace.saturating_sub(away.since.elapsed());
    if away.stood_in {
        Phrase::new("online-computer-stands-in").with("name", name)
    } else if left.is_zero() && by_choice {
        Phrase::new("online-opponent-long-away").with("name", name)
    } else if left.is_zero() {
        Phrase::new("original-online-long-away").with("name", name)
    } else {
        // Counted down to 0:01, not 0:00, while the seat is still kept.
        Phrase::new("online-opponent-away")
            .with("name", name)
            .with("time", time_left_words(left.as_secs() + 1))
    }
}

/// The time the player to act has left, in a room whose moves have a clock.
fn clock_words(name: Phrase, seconds: u64) -> Phrase {
    Phrase::new("original-online-clock")
        .with("name", name)
        .with("time", time_left_words(seconds))
}

/// While nobody at this table decides, the choice bar offers to let the computer play for the
/// absent player (named), or no longer does.
fn offer_stand_in(waiting: &mut ResMut<WaitingChoices>, absent: Option<Phrase>) {
    let list = absent
        .map(|name| {
            vec![Choice::button(
                Intent::Go(Go::LetComputerPlay),
                Phrase::new("online-let-computer-play").with("name", name),
            )]
        })
        .unwrap_or_default();
    if waiting.0 != list {
        waiting.0 = list;
    }
}

fn ask_for_stand_in(
    mut made: MessageReader<ChoiceMade>,
    session: Res<OnlineSession>,
    link: Option<NonSendMut<Link>>,
) {
    let asked = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Go(Go::LetComputerPlay));
    if let (true, Some(mut link)) = (asked && !session.someone_stood_in(), link) {
        link.send(&ClientMessage::StandIn);
    }
}

fn withdraw_stand_in_offer(mut waiting: ResMut<WaitingChoices>) {
    offer_stand_in(&mut waiting, None);
}
