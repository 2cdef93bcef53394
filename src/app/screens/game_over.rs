//! Game over: each map is counted domain by domain (the domain lit, squares x crosses), then
//! the `b` bonus and the totals, the winner and, on a tie, why.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::choices::{Choice, Choices, Intent, OfferChoices};
use crate::app::game::Match;
use crate::app::redraw::KeepDrawing;
use crate::app::states::Screen;
use crate::app::theme;
use crate::app::view::kingdom::{ScoreHighlight, spawn_kingdom};
use crate::app::view::{ChoiceBar, PlaySound};
use crate::rules::scoring::score_sheet;
use crate::rules::{Outcome, ScoreSheet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), (spawn_game_over, offer_choices));
    app.add_systems(OnExit(Screen::GameOver), clear_highlight);
    app.add_systems(
        Update,
        count_scores
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::View),
    );
}

const COUNT_STEP: Duration = Duration::from_millis(550);
const CELL: f32 = 38.0;

/// One line of the count.
#[derive(Clone, Debug)]
struct CountLine {
    seat: u8,
    cells: u64,
    text: String,
}

/// The count as it goes: lines still to show, then the verdict.
#[derive(Resource, Debug)]
pub struct Tally {
    lines: Vec<CountLine>,
    shown: usize,
    timer: Timer,
    verdict: String,
    pub done: bool,
}

#[derive(Component)]
struct TallyText(u8);

#[derive(Component)]
struct VerdictText;

fn offer_choices(mut choices: ResMut<Choices>) {
    choices.offer(
        vec![
            Choice::button(Intent::PlayAgain, "Play again"),
            Choice::button(Intent::ToTitle, "Title"),
        ],
        None,
    );
}

fn spawn_game_over(mut commands: Commands, game: Option<Res<Match>>) {
    let Some(game) = game else { return };
    let sheets = [0u8, 1].map(|seat| {
        let player = game.state.player(seat);
        score_sheet(&game.rules, &player.map, player.bonus_coat)
    });
    let root = commands
        .spawn((
            Name::new("Game over screen"),
            DespawnOnExit(Screen::GameOver),
            theme::full_screen_column(12.0),
            BackgroundColor(theme::PAPER),
        ))
        .id();
    commands.spawn((ChildOf(root), theme::label("Game over", 32.0)));
    let row = commands
        .spawn((
            Name::new("Counts"),
            ChildOf(root),
            Node {
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(40),
                row_gap: px(12),
                ..default()
            },
        ))
        .id();
    for seat in 0..2u8 {
        let column = commands
            .spawn((ChildOf(row), theme::centred_column(6.0)))
            .id();
        spawn_kingdom(&mut commands, column, &game, seat, CELL);
        commands.spawn((
            ChildOf(column),
            TallyText(seat),
            theme::label("", 16.0),
            Node {
                min_height: px(150),
                flex_shrink: 0.0,
                ..default()
            },
        ));
    }
    commands.spawn((ChildOf(root), VerdictText, theme::label("", 30.0)));
    commands.spawn((
        Name::new("Game over choices"),
        ChildOf(root),
        ChoiceBar,
        Node {
            column_gap: px(12),
            ..default()
        },
    ));
    commands.insert_resource(Tally {
        lines: count_lines(&game, &sheets),
        shown: 0,
        timer: Timer::new(COUNT_STEP, TimerMode::Repeating),
        verdict: verdict(&game, &sheets),
        done: false,
    });
}

/// The count, in the order it is told: each map's scoring domains, its bonus, its total.
fn count_lines(game: &Match, sheets: &[ScoreSheet; 2]) -> Vec<CountLine> {
    let mut lines = Vec::new();
    for (seat, sheet) in (0u8..).zip(sheets) {
        for domain in sheet.domains.iter().filter(|domain| domain.points > 0) {
            lines.push(CountLine {
                seat,
                cells: domain.cells,
                text: format!(
                    "{}: {} x {} = {}",
                    game.rules.coat_name(domain.coat),
                    counted(domain.size, "square"),
                    counted(domain.crosses, "cross"),
                    domain.points
                ),
            });
        }
        if let Some(coat) = sheet.bonus_coat {
            lines.push(CountLine {
                seat,
                cells: 0,
                text: format!(
                    "Bonus ({}): +{}",
                    game.rules.coat_name(coat),
                    sheet.bonus_points
                ),
            });
        }
        lines.push(CountLine {
            seat,
            cells: 0,
            text: format!("Total: {} points", sheet.total),
        });
    }
    lines
}

/// "1 square", "2 squares", "1 cross", "3 crosses".
fn counted(count: u32, noun: &str) -> String {
    match (count, noun.ends_with('s')) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{count} {noun}es"),
        _ => format!("{count} {noun}s"),
    }
}

fn verdict(game: &Match, sheets: &[ScoreSheet; 2]) -> String {
    match game.state.outcome(&game.rules) {
        Some(Outcome::Winner {
            player,
            by_tie_break,
        }) => {
            let name = game.seat_name(player);
            let verb = if name == "You" { "win" } else { "wins" };
            if by_tie_break {
                format!(
                    "Tied at {} points: {name} {verb} with the larger domain ({} squares against {}).",
                    sheets[0].total,
                    sheets[usize::from(player)].largest_domain,
                    sheets[usize::from(1 - player)].largest_domain
                )
            } else {
                format!("{name} {verb}!")
            }
        }
        _ => format!(
            "A draw: {} points each and largest domains of {} squares.",
            sheets[0].total, sheets[0].largest_domain
        ),
    }
}

fn count_scores(
    time: Res<Time>,
    mut tally: ResMut<Tally>,
    mut highlight: ResMut<ScoreHighlight>,
    mut texts: Query<(&TallyText, &mut Text), Without<VerdictText>>,
    mut verdicts: Query<&mut Text, With<VerdictText>>,
    mut sounds: MessageWriter<PlaySound>,
    mut keep_drawing: ResMut<KeepDrawing>,
) {
    if tally.done {
        return;
    }
    keep_drawing.next_frame();
    if !tally.timer.tick(time.delta()).just_finished() {
        return;
    }
    let Some(line) = tally.lines.get(tally.shown).cloned() else {
        tally.done = true;
        *highlight = ScoreHighlight::default();
        for mut text in &mut verdicts {
            text.0.clone_from(&tally.verdict);
        }
        return;
    };
    tally.shown += 1;
    *highlight = ScoreHighlight {
        seat: line.seat,
        cells: line.cells,
    };
    for (TallyText(seat), mut text) in &mut texts {
        if *seat == line.seat {
            if !text.0.is_empty() {
                text.0.push('\n');
            }
            text.0.push_str(&line.text);
        }
    }
    sounds.write(PlaySound::ScoreTick);
}

fn clear_highlight(mut highlight: ResMut<ScoreHighlight>) {
    *highlight = ScoreHighlight::default();
}
