//! A player of a room of the original game away from the table: everyone else is told who,
//! and how long their seat is kept waiting for them; past the grace, when their turn comes,
//! the table asks the server's computer (Expert) to play for them until they come back, so
//! one player gone does not hold up three. In a room whose moves have a clock, the notice
//! also counts down the move being made.

use crate::app::table::Match;
use bevy::prelude::*;
use kingdomino_core::games::GameKind;
use kingdomino_core::original::Kingdomino;

use super::link::Link;
use super::move_clock::time_left_words;
use super::session::{OnlineSession, OnlineStatus, SeatAway};
use crate::app::kingdom::KingdomNotice;
use crate::app::states::{AppSystems, Screen};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tell_absence
            .run_if(
                in_state(Screen::Table(GameKind::Kingdomino))
                    .and_then(resource_exists::<OnlineSession>)
                    .and_then(resource_exists::<Match<Kingdomino>>),
            )
            .in_set(AppSystems::Advise),
    );
    app.add_systems(
        OnExit(Screen::Table(GameKind::Kingdomino)),
        forget_the_notice,
    );
}

fn forget_the_notice(mut notice: ResMut<KingdomNotice>) {
    notice.set_if_neq(KingdomNotice(None));
}

/// Every player away is named, and the time left for the move when the room has a clock; the
/// computer is asked once for each move of an absent player's it is to make.
fn tell_absence(
    session: Res<OnlineSession>,
    game: Res<Match<Kingdomino>>,
    link: Option<NonSendMut<Link>>,
    mut notice: ResMut<KingdomNotice>,
    mut shown: Local<Option<Phrase>>,
    mut asked_at: Local<Option<usize>>,
) {
    let playing = session.status == OnlineStatus::Playing && game.is_online();
    // Everyone by the name the room knows them by, this table's player too.
    let names = game.names.clone().unwrap_or_else(|| game.seat_names());
    let mut lines: Vec<Phrase> = (session.seats_away().iter())
        .map(|away| absence_words(&session, away, &names))
        .collect();
    lines.extend(move_clock_words(&session, &game, &names));
    let said = match lines.len() {
        _ if !playing => None,
        0 => None,
        1 => lines.pop(),
        _ => Some(Phrase::lines(lines)),
    };
    let Some(said) = said else {
        // Only this notice goes: the game's end has words of its own there.
        if let Some(said) = shown.take()
            && notice.0.as_ref() == Some(&said)
        {
            notice.set_if_neq(KingdomNotice(None));
        }
        return;
    };
    notice.set_if_neq(KingdomNotice(Some(said.clone())));
    *shown = Some(said);
    // Past the grace, on an absent player's turn: the server decides whether it is long enough
    // (its clock and this table's may differ by a moment; asked again at their next move).
    let to_act = game.state().player_to_act();
    let their_turn = session.seats_away().iter().any(|away| {
        Some(away.seat) == to_act && !away.stood_in && away.since.elapsed() >= session.away_grace
    });
    let played = game.record().actions.len();
    if let (true, Some(mut link)) = (their_turn && *asked_at != Some(played), link) {
        link.send(&ClientMessage::StandIn);
        *asked_at = Some(played);
    }
}

/// Who is away, and how long their seat is kept or who plays it.
fn absence_words(session: &OnlineSession, away: &SeatAway, names: &[Phrase]) -> Phrase {
    let name = names.get(away.seat.index()).cloned().unwrap_or_default();
    let left = session.away_grace.saturating_sub(away.since.elapsed());
    if away.stood_in {
        Phrase::new("online-computer-stands-in").with("name", name)
    } else if left.is_zero() {
        Phrase::new("kingdom-online-long-away").with("name", name)
    } else {
        // Counted down to 0:01, not 0:00, while the seat is still kept.
        Phrase::new("online-opponent-away")
            .with("name", name)
            .with("time", time_left_words(left.as_secs() + 1))
    }
}

/// The time the player to act has left, in a room whose moves have a clock.
fn move_clock_words(
    session: &OnlineSession,
    game: &Match<Kingdomino>,
    names: &[Phrase],
) -> Option<Phrase> {
    let left = session.move_time_left()?;
    let to_act = game.state().player_to_act()?;
    let name = names.get(to_act.index()).cloned().unwrap_or_default();
    Some(
        Phrase::new("kingdom-online-clock")
            .with("name", name)
            .with("time", time_left_words(left.as_secs())),
    )
}
