//! Where a watched replay stands, for either game: how long its record is and where each of its
//! turns (the Duel's turns, the original game's rounds) begins; whether it plays on; where each
//! replay control leads from there, and the buttons that offer them.

use crate::app::choices::{Choice, Go, Intent, Look, ReplayControl};
use kingdomino_core::localization::Phrase;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayPosition {
    /// Entry `n` is how many actions had been played when turn `n + 1` began.
    turn_starts: Vec<usize>,
    actions: usize,
}

impl ReplayPosition {
    pub fn new(turn_starts: Vec<usize>, actions: usize) -> ReplayPosition {
        ReplayPosition {
            turn_starts,
            actions,
        }
    }

    pub fn actions(&self) -> usize {
        self.actions
    }

    pub fn turns(&self) -> usize {
        self.turn_starts.len()
    }

    /// The turn (from 1) shown once `played` actions are.
    pub fn turn_at(&self, played: usize) -> usize {
        self.turn_starts
            .iter()
            .filter(|&&start| start <= played)
            .count()
    }

    /// How far along the replay `played` actions are, from 0 to 1, each turn an equal part (as
    /// the slider shows turns).
    pub fn progress(&self, played: usize) -> f32 {
        let turn = self.turn_at(played).max(1);
        let start = self.start_of_turn(turn);
        let end = self.start_of_turn(turn + 1).max(start + 1);
        let within = (played - start.min(played)) as f32 / (end - start) as f32;
        ((turn - 1) as f32 + within.min(1.0)) / self.turns().max(1) as f32
    }

    /// Where turn `turn` (from 1) begins; past the last turn, the end of the record.
    pub fn start_of_turn(&self, turn: usize) -> usize {
        match turn {
            0 => 0,
            _ => self
                .turn_starts
                .get(turn - 1)
                .copied()
                .unwrap_or(self.actions),
        }
    }

    /// How many actions a control leaves shown, from `played`; `None` when it moves nothing
    /// (playing, pausing and stepping forward go on from where the replay is).
    pub fn target(&self, control: ReplayControl, played: usize) -> Option<usize> {
        let turn = self.turn_at(played);
        let target = match control {
            ReplayControl::Play | ReplayControl::Pause | ReplayControl::StepForward => {
                return None;
            }
            ReplayControl::StepBack => played.checked_sub(1)?,
            // Back to this turn's start first, as a player of music goes to a track's start.
            ReplayControl::PreviousTurn if played > self.start_of_turn(turn) => {
                self.start_of_turn(turn)
            }
            ReplayControl::PreviousTurn => {
                self.start_of_turn(turn.checked_sub(1).filter(|&t| t > 0)?)
            }
            ReplayControl::NextTurn if turn >= self.turns() => return None,
            ReplayControl::NextTurn => self.start_of_turn(turn + 1),
            ReplayControl::ToTurn(turn) => self.start_of_turn(usize::from(turn).max(1)),
            ReplayControl::FromStart => 0,
        };
        Some(target.min(self.actions))
    }

    /// The replay's controls with `played` actions shown, each greyed where it cannot move,
    /// and the way out; the jumps by turns are labelled `turn_back` and `turn_on` (the
    /// original game's turns are its lines).
    pub fn controls(
        &self,
        played: usize,
        playing: bool,
        [turn_back, turn_on]: [&'static str; 2],
    ) -> Vec<Choice> {
        let control = |control: ReplayControl, id: &'static str, possible: bool| Choice {
            intent: Intent::Replay(control),
            label: Phrase::new(id),
            look: if possible {
                Look::Button
            } else {
                Look::Disabled
            },
        };
        let at_end = played >= self.actions;
        vec![
            control(ReplayControl::PreviousTurn, turn_back, played > 0),
            control(ReplayControl::StepBack, "replay-step-back", played > 0),
            if playing {
                control(ReplayControl::Pause, "replay-pause", true)
            } else {
                control(ReplayControl::Play, "replay-play", !at_end)
            },
            control(ReplayControl::StepForward, "replay-step-forward", !at_end),
            control(
                ReplayControl::NextTurn,
                turn_on,
                self.turn_at(played) < self.turns(),
            ),
            Choice::button(Intent::Go(Go::ShowReplays), Phrase::new("replay-leave")),
        ]
    }
}

/// Whether a watched replay plays on, and a single step asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playback {
    pub playing: bool,
    /// The next action is to be shown now, without the pause before it, then the replay pauses.
    pub step_pending: bool,
}

impl Default for Playback {
    fn default() -> Playback {
        Playback {
            playing: true,
            step_pending: false,
        }
    }
}

impl Playback {
    /// Follows a control with `played` actions shown; says where to jump when it jumps. A step
    /// back pauses, watching from the start plays, a jump by turns keeps playing or paused.
    pub fn follow(
        &mut self,
        control: ReplayControl,
        position: &ReplayPosition,
        played: usize,
    ) -> Option<usize> {
        match control {
            ReplayControl::Play => self.playing = true,
            ReplayControl::Pause => self.playing = false,
            ReplayControl::StepForward => {
                self.playing = false;
                self.step_pending = true;
            }
            _ => {
                let target = position.target(control, played)?;
                match control {
                    ReplayControl::StepBack => self.playing = false,
                    ReplayControl::FromStart => self.playing = true,
                    _ => {}
                }
                self.step_pending = false;
                return Some(target);
            }
        }
        None
    }

    /// Whether the next action is to be shown (after its pause, unless a step was asked for).
    pub fn goes_on(&self) -> bool {
        self.playing || self.step_pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four turns of 3, 2, 4 and 1 actions.
    fn position() -> ReplayPosition {
        ReplayPosition::new(vec![0, 3, 5, 9], 10)
    }

    #[test]
    fn the_controls_move_by_actions_and_turns() {
        let position = position();
        let target = |control, played| position.target(control, played);
        assert_eq!((position.turn_at(5), position.turn_at(4)), (3, 2));
        assert_eq!(target(ReplayControl::StepBack, 5), Some(4));
        assert_eq!(target(ReplayControl::StepBack, 0), None);
        assert_eq!(
            target(ReplayControl::PreviousTurn, 6),
            Some(5),
            "back to the start of the turn shown first"
        );
        assert_eq!(target(ReplayControl::PreviousTurn, 5), Some(3));
        assert_eq!(target(ReplayControl::PreviousTurn, 0), None);
        assert_eq!(target(ReplayControl::NextTurn, 5), Some(9));
        assert_eq!(target(ReplayControl::NextTurn, 9), None);
        assert_eq!(target(ReplayControl::ToTurn(3), 0), Some(5));
        assert_eq!(target(ReplayControl::ToTurn(99), 0), Some(10));
        assert_eq!(target(ReplayControl::FromStart, 5), Some(0));
        assert_eq!(target(ReplayControl::Play, 5), None);
    }

    #[test]
    fn a_step_back_pauses_and_the_start_plays_again() {
        let position = position();
        let mut playback = Playback::default();
        assert_eq!(
            playback.follow(ReplayControl::StepForward, &position, 5),
            None
        );
        assert_eq!((playback.playing, playback.step_pending), (false, true));
        assert_eq!(
            playback.follow(ReplayControl::StepBack, &position, 6),
            Some(5)
        );
        assert_eq!(
            playback,
            Playback {
                playing: false,
                step_pending: false
            }
        );
        assert_eq!(
            playback.follow(ReplayControl::NextTurn, &position, 5),
            Some(9)
        );
        assert!(!playback.goes_on(), "a jump by turns keeps it paused");
        assert_eq!(
            playback.follow(ReplayControl::FromStart, &position, 9),
            Some(0)
        );
        assert!(playback.playing);
        assert_eq!(playback.follow(ReplayControl::StepBack, &position, 0), None);
        assert!(playback.playing, "nothing to step back to: nothing changes");
    }

    #[test]
    fn the_slider_gives_each_turn_an_equal_part() {
        let position = position();
        assert_eq!(position.progress(0), 0.0);
        assert_eq!(position.progress(5), 0.5);
        assert_eq!(position.progress(7), 0.625);
        assert!(position.progress(8) < 0.75);
        assert_eq!(position.progress(10), 1.0);
    }

    #[test]
    fn controls_that_cannot_move_are_greyed() {
        let position = position();
        let looks = |played, playing| {
            position
                .controls(played, playing, ["back", "on"])
                .into_iter()
                .map(|choice| (choice.intent, choice.look == Look::Disabled))
                .collect::<Vec<_>>()
        };
        let at_start = looks(0, true);
        assert_eq!(
            at_start[0],
            (Intent::Replay(ReplayControl::PreviousTurn), true)
        );
        assert_eq!(at_start[2], (Intent::Replay(ReplayControl::Pause), false));
        let at_end = looks(10, false);
        assert_eq!(at_end[2], (Intent::Replay(ReplayControl::Play), true));
        assert_eq!(
            at_end[3],
            (Intent::Replay(ReplayControl::StepForward), true)
        );
        assert_eq!(at_end[4], (Intent::Replay(ReplayControl::NextTurn), true));
        assert_eq!(at_end[5], (Intent::Go(Go::ShowReplays), false));
    }
}
