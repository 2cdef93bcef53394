//! The computer's seats: each decision comes after a short pause, so a person can follow it. In a
//! replay both seats are the record's, paced the same way unless the watcher steps or pauses.

use std::time::Duration;

use bevy::prelude::*;
use kingdomino_core::duel::{Action, Duel, SeatNumber};

use super::{ActionApplied, GameplaySystems, IntendedAction, Match, PlayedMatch, Watching};
use crate::app::platform::redraw::KeepDrawing;
use crate::app::states::{Phase, Screen, Seat};
use kingdomino_core::ai::Player;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Game), seat_computers);
    app.add_systems(
        Update,
        decide
            .run_if(in_state(Screen::Game).and_then(resource_exists::<ComputerSeats>))
            .in_set(GameplaySystems),
    );
}

/// How long the computer seems to think before each decision.
const THINKING_TIME: Duration = Duration::from_millis(700);

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

/// Who decides for a seat nobody at the table plays.
enum Decider {
    Computer(Box<dyn Player<Duel>>),
    /// The replay being watched: its next action.
    Record,
}

/// The computer players of this match, by seat.
#[derive(Resource)]
struct ComputerSeats {
    players: [Option<Decider>; 2],
    thinking: Timer,
    /// The decision reached, held until the pause is over: asked again each frame, a player
    /// that draws among equals would draw again, and the game would hang on the frame rate.
    decided: Option<Action>,
}

fn seat_computers(mut commands: Commands, game: PlayedMatch) {
    let players = [0usize, 1].map(|seat| match game.seats[seat] {
        _ if game.watching().is_some() => Some(Decider::Record),
        // Each seat's own seed, so two computers of one level still differ.
        Seat::Computer(level) => Some(Decider::Computer(
            level.player(game.seed() ^ ((seat as u64 + 1) * 0x9E37_79B9)),
        )),
        Seat::Human | Seat::Remote => None,
    });
    commands.insert_resource(ComputerSeats {
        players,
        thinking: Timer::new(THINKING_TIME, TimerMode::Once),
        decided: None,
    });
}

fn decide(
    time: Res<Time>,
    phase: Res<State<Phase>>,
    game: Res<Match>,
    mut seats: ResMut<ComputerSeats>,
    mut watching: Option<ResMut<Watching>>,
    mut applied: MessageReader<ActionApplied>,
    mut intended: MessageWriter<IntendedAction>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if applied.read().count() > 0 || phase.is_changed() {
        seats.thinking.reset();
        seats.decided = None;
    }
    let Some(seat) = game.state().to_act() else {
        return;
    };
    if !phase.get().decides(game.state().step()) {
        return;
    }
    let ComputerSeats {
        players,
        thinking,
        decided,
    } = &mut *seats;
    let Some(decider) = players[seat].as_mut() else {
        return;
    };
    let player = match decider {
        Decider::Computer(player) => player,
        Decider::Record => {
            // Paused, the replay waits without drawing.
            // Read before it is changed, so a paused replay is not marked changed every frame.
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
        intended.write(IntendedAction { seat, action });
    }
}

/// The record's next action: after the thinking pause while the replay plays, at once when the
/// watcher steps.
fn play_the_record(
    watching: &mut Watching,
    game: &Match,
    seat: SeatNumber,
    thinking: &mut Timer,
    time: &Time,
    intended: &mut MessageWriter<IntendedAction>,
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
    intended.write(IntendedAction { seat, action });
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
