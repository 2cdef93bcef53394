//! The room's clock for each move, as this table follows it: how long the seat to act has
//! left (counted here from the server's word on how long it had waited), shown on the turn's
//! line; the server decides when the time is out.

use crate::app::table::Match;
use kingdomino_core::table::Place;
use std::time::Duration;

use bevy::prelude::*;

use super::session::OnlineSession;

use crate::app::online::PlayedOnline;
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::DAY_SECONDS;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveTimeLeft>();
}

pub(super) fn game_plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(
        Update,
        count_down::<G>
            .run_if(resource_exists::<OnlineSession>.and_then(resource_exists::<Match<G>>))
            .in_set(AppSystems::Advise)
            .in_set(ClockCounted),
    );
}

/// The move's time left counted, for the notice that shows it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct ClockCounted;

/// The seat to act and its whole seconds left, while a room's clock runs.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveTimeLeft(pub Option<(Place, u64)>);

fn count_down<G: PlayedOnline>(
    session: Res<OnlineSession>,
    game: Res<Match<G>>,
    mut left: ResMut<MoveTimeLeft>,
) {
    let now = session
        .move_time_left()
        .zip(G::to_act(game.state()))
        .map(|(left, seat)| (seat, left.as_secs_f64().ceil() as u64));
    left.set_if_neq(MoveTimeLeft(now));
}

/// A room's clock in words: none, or the time a move may take.
pub fn clock_words(seconds: u32) -> Phrase {
    match seconds {
        0 => Phrase::new("online-clock-none"),
        DAY_SECONDS => Phrase::new("online-clock-day"),
        _ if seconds.is_multiple_of(60) => {
            Phrase::new("online-clock-minutes").with("minutes", seconds / 60)
        }
        _ => Phrase::new("online-clock-seconds").with("seconds", seconds),
    }
}

/// Time left as a clock shows it: `0:42`, `2:59`, or `23:59:59` for a day's move.
pub fn time_left_words(seconds: u64) -> String {
    let left = Duration::from_secs(seconds);
    let (hours, minutes, seconds) = (
        left.as_secs() / 3600,
        left.as_secs() / 60 % 60,
        left.as_secs() % 60,
    );
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// Time left as a list of games says it, to the minute: `23 h 05 min`, `42 min`, `30 s`.
pub fn rough_time_left(seconds: u64) -> String {
    match seconds {
        3600.. => format!("{} h {:02} min", seconds / 3600, seconds / 60 % 60),
        60.. => format!("{} min", seconds / 60),
        _ => format!("{seconds} s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_reads_as_a_clock() {
        assert_eq!(time_left_words(42), "0:42");
        assert_eq!(time_left_words(179), "2:59");
        assert_eq!(time_left_words(86_399), "23:59:59");
        assert_eq!(rough_time_left(86_399), "23 h 59 min");
        assert_eq!(rough_time_left(3_900), "1 h 05 min");
        assert_eq!(rough_time_left(2_579), "42 min");
        assert_eq!(rough_time_left(30), "30 s");
    }
}
