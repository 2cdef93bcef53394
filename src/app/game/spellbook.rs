//! The spellbook phase: the drawn dice fill their lines, powers are gained, the `b` coat and the
//! `q` square are chosen; then the next roll, or the end of the game.

use std::time::Duration;

use bevy::prelude::*;

use super::map_filling::{GhostMark, GhostVerdict, Placement, coat_choices, hide_ghost, step};
use super::{GameplaySystems, IntendedAction, Match, Phase, Prompt};
use crate::app::choices::{ChoiceSystems, Choices, GridInput, OfferChoices};
use crate::app::screens::Screen;
use crate::rules::{Action, Power, Step};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::Spellbook), start_pause);
    app.add_systems(OnExit(Phase::Spellbook), hide_ghost);
    app.add_systems(
        Update,
        (aim_cross, offer_choices, leave_when_done)
            .chain()
            .after(ChoiceSystems)
            .run_if(in_state(Phase::Spellbook))
            .in_set(GameplaySystems),
    );
}

/// How long the spellbook's new squares show before the next roll.
const SPELLBOOK_TIME: Duration = Duration::from_millis(1200);

#[derive(Resource)]
struct SpellbookTimer(Timer);

fn start_pause(mut commands: Commands) {
    commands.insert_resource(SpellbookTimer(Timer::new(SPELLBOOK_TIME, TimerMode::Once)));
}

/// The `q` power's cross follows the cursor over the person's map.
fn aim_cross(
    game: Res<Match>,
    mut grid_input: MessageReader<GridInput>,
    mut placement: ResMut<Placement>,
    mut verdict: ResMut<GhostVerdict>,
    mut intended: MessageWriter<IntendedAction>,
) {
    let Step::ApplyPower {
        player: seat,
        power: Power::ExtraCross,
    } = game.state.step()
    else {
        return;
    };
    if !game.is_human(seat) {
        return;
    }
    let board = game.rules.board();
    if placement.seat != Some(seat) {
        *placement = Placement {
            seat: Some(seat),
            cursor: board.castle(),
            ..Placement::default()
        };
    }
    for input in grid_input.read() {
        match *input {
            GridInput::Move(by) => {
                if let Some(cell) = step(board, placement.cursor, by) {
                    placement.cursor = cell;
                }
            }
            GridInput::PointAt { seat: on, cell } if on == seat => placement.cursor = cell,
            GridInput::Confirm => {
                let action = Action::PlaceCross {
                    cell: placement.cursor,
                };
                intended.write(IntendedAction { seat, action });
            }
            GridInput::ConfirmAt { seat: on, cell } if on == seat => {
                placement.cursor = cell;
                intended.write(IntendedAction {
                    seat,
                    action: Action::PlaceCross { cell },
                });
            }
            _ => {}
        }
    }
    let drawn = game.state.player(seat).map.drawn();
    let on_drawn = drawn & placement.cursor.bit() != 0;
    let judged = GhostVerdict {
        seat: Some(seat),
        marks: vec![(placement.cursor, GhostMark::Cross)],
        legal: on_drawn.then_some(Action::PlaceCross {
            cell: placement.cursor,
        }),
        reason: (!on_drawn).then(|| "Only a drawn square can take the cross.".to_string()),
        gain: None,
        spots: drawn,
    };
    if *verdict != judged {
        *verdict = judged;
    }
}

fn offer_choices(game: Res<Match>, mut choices: ResMut<Choices>, mut prompt: ResMut<Prompt>) {
    let Step::ApplyPower {
        player: seat,
        power,
    } = game.state.step()
    else {
        choices.clear();
        prompt.set_if_neq(Prompt("The spellbook fills…".to_string()));
        return;
    };
    let name = game.seat_name(seat);
    if !game.is_human(seat) {
        choices.clear();
        prompt.set_if_neq(Prompt(format!("{name} applies a new power…")));
        return;
    }
    match power {
        Power::DomainBonus => {
            let list = coat_choices(&game);
            choices.offer(list, None);
            prompt.set_if_neq(Prompt(format!(
                "{name}: choose a coat of arms; each of its domains will score 3 more."
            )));
        }
        _ => {
            choices.offer(Vec::new(), Some(seat));
            prompt.set_if_neq(Prompt(format!(
                "{name}: choose a drawn square of your map for one more cross."
            )));
        }
    }
}

fn leave_when_done(
    time: Res<Time>,
    game: Res<Match>,
    mut timer: ResMut<SpellbookTimer>,
    mut next_phase: ResMut<NextState<Phase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    timer.0.tick(time.delta());
    if !timer.0.is_finished() {
        return;
    }
    match game.state.step() {
        Step::Draft { .. } => next_phase.set(Phase::Rolling),
        Step::GameOver => next_screen.set(Screen::GameOver),
        _ => {}
    }
}
