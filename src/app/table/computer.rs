//! The computer's places at a table: each decision comes after a short pause, so a person can
//! follow it, the thinking spread over the pause a slice a frame. In a replay every place is
//! the record's, paced the same way unless the watcher steps or pauses.

use std::time::Duration;

use bevy::prelude::*;

use super::{Applied, Intended, Match, Playing, TableApp, Watching, screen};
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::{AppSystems, Seat};
use kingdomino_core::ai::Player;
use kingdomino_core::table::Place;

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    app.add_systems(OnEnter(screen::<G>()), seat_computers::<G>);
    app.add_systems(
        Update,
        decide::<G>
            .in_set(Playing)
            .run_if(
                in_state(screen::<G>())
                    .and_then(resource_exists::<ComputerSeats<G>>)
                    .and_then(resource_exists::<Match<G>>),
            )
            .in_set(AppSystems::Decide),
    );
}

/// How long the computer seems to think before each decision.
pub const THINKING_TIME: Duration = Duration::from_millis(700);

/// How long the computer thinks in one frame at least: half a frame at 60 frames a second, so
/// the table keeps moving while it thinks (on the web one thread does both).
const THINKING_SLICE: Duration = Duration::from_millis(8);

/// The longest slice, however slow the frames: a frame that waits on longer thinking stutters.
const LONGEST_SLICE: Duration = Duration::from_millis(40);

/// A frame's thinking that runs this far past its slice makes the game stutter: it is reported.
/// Every slice but the first ends within a playout of its time; the first also ranks the
/// candidates.
const SLICE_OVERRUN: Duration = Duration::from_millis(50);

/// How long the computer may think this frame: as long as the last frame took to draw, within
/// bounds. Where a frame takes long anyway (a slow phone, a browser drawing in software) the
/// thinking keeps the same share of the frame, and so takes as long in seconds as elsewhere
/// instead of as many frames.
pub(crate) fn thinking_slice(last_frame: Duration) -> Duration {
    (last_frame / 2).clamp(THINKING_SLICE, LONGEST_SLICE)
}

/// Who decides for a place nobody at the table plays.
enum Decider<G: TableApp> {
    Computer(Box<dyn Player<G>>),
    /// The replay being watched: its next action.
    Record,
}

/// The computer players of this match, by place.
#[derive(Resource)]
struct ComputerSeats<G: TableApp> {
    players: Vec<Option<Decider<G>>>,
    thinking: Timer,
    /// The decision reached, held until the pause is over: asked again each frame, a player
    /// that draws among equals would draw again, and the game would hang on the frame rate.
    decided: Option<G::Action>,
}

fn seat_computers<G: TableApp>(mut commands: Commands, game: Res<Match<G>>) {
    let players = game
        .seats
        .iter()
        .enumerate()
        .map(|(place, seat)| match seat {
            _ if game.watched => Some(Decider::Record),
            // Each place its own seed, so two computers of one level still differ.
            Seat::Computer(level) => Some(Decider::Computer(
                level.player(game.seed() ^ ((place as u64 + 1) * 0x9E37_79B9)),
            )),
            Seat::Human | Seat::Remote => None,
        })
        .collect();
    commands.insert_resource(ComputerSeats::<G> {
        players,
        thinking: Timer::new(THINKING_TIME, TimerMode::Once),
        decided: None,
    });
}

fn decide<G: TableApp>(
    time: Res<Time>,
    phase: Option<Res<State<G::Phase>>>,
    game: Res<Match<G>>,
    mut seats: ResMut<ComputerSeats<G>>,
    mut watching: Option<ResMut<Watching<G>>>,
    mut applied: MessageReader<Applied<G>>,
    mut intended: MessageWriter<Intended<G>>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    let phase_changed = phase.as_ref().is_some_and(|phase| phase.is_changed());
    if applied.read().count() > 0 || phase_changed {
        seats.thinking.reset();
        seats.decided = None;
    }
    let Some(seat) = G::to_act(game.state()) else {
        return;
    };
    let decides_now = phase.is_some_and(|phase| G::decides_in(*phase.get(), game.state()));
    if !decides_now || game.awaiting_deal() {
        return;
    }
    let ComputerSeats {
        players,
        thinking,
        decided,
    } = &mut *seats;
    let Some(decider) = players.get_mut(seat.index()).and_then(Option::as_mut) else {
        return;
    };
    let player = match decider {
        Decider::Computer(player) => player,
        Decider::Record => {
            // Paused, the replay waits without drawing; read before it is changed, so a
            // paused replay is not marked changed every frame.
            if let Some(watching) = watching
                .as_mut()
                .filter(|watching| watching.playback.goes_on())
            {
                keep_drawing.next_frame();
                play_the_record(watching, &game, seat, thinking, &time, &mut intended);
            }
            return;
        }
    };
    keep_drawing.next_frame();
    // The computer thinks during the pause, a slice a frame, so the window never waits on it:
    // on the web its one thread also draws the frames.
    if decided.is_none() {
        let slice = thinking_slice(time.delta());
        let started = web_time::Instant::now();
        *decided = player.think(&game.rules, game.state(), slice);
        let took = started.elapsed();
        if took > slice + SLICE_OVERRUN {
            warn!(
                "the computer thought for {} ms in one frame, over its slice of {} ms",
                took.as_millis(),
                slice.as_millis()
            );
        }
    }
    let paused = thinking.tick(time.delta()).is_finished();
    if let (Some(action), true) = (*decided, paused) {
        thinking.reset();
        intended.write(Intended { seat, action });
    }
}

/// The record's next action: after the thinking pause while the replay plays, at once when the
/// watcher steps.
fn play_the_record<G: TableApp>(
    watching: &mut Watching<G>,
    game: &Match<G>,
    seat: Place,
    thinking: &mut Timer,
    time: &Time,
    intended: &mut MessageWriter<Intended<G>>,
) {
    let Some(action) = watching.next_action(game.record().actions.len()) else {
        watching.playback.playing = false;
        return;
    };
    if watching.playback.step_pending {
        watching.playback.step_pending = false;
    } else if !thinking.tick(time.delta()).is_finished() {
        return;
    }
    thinking.reset();
    intended.write(Intended { seat, action });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slice_follows_slow_frames_within_bounds() {
        let fast = Duration::from_millis(16);
        let slow = Duration::from_millis(60);
        let stalled = Duration::from_secs(2);
        assert_eq!(thinking_slice(fast), THINKING_SLICE);
        assert_eq!(thinking_slice(slow), Duration::from_millis(30));
        assert_eq!(thinking_slice(stalled), LONGEST_SLICE);
    }
}
