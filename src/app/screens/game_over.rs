//! Game over: why the game ended, the winner and the totals at once (on a tie, why), and
//! beside them each map counted domain by domain (the domain lit, squares x crosses), then the
//! `b` bonus and the total; the count can be skipped.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, OfferChoices, ReplayControl,
};
use crate::app::game::{Match, PlayedMatch};
use crate::app::hints::Hint;
use crate::app::language::Localized;
use crate::app::names;
use crate::app::redraw::KeepDrawing;
use crate::app::settings::Statistics;
use crate::app::states::{Count, Screen};
use crate::app::theme;
use crate::app::view::kingdom::{ScoreHighlight, kingdom};
use crate::app::view::{ChoiceBar, PlaySound};
use crate::localization::Phrase;
use crate::rules::scoring::score_sheet;
use crate::rules::{EndReason, Outcome, ScoreSheet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::GameOver),
        (
            (spawn_game_over, offer_choices).chain(),
            count_for_statistics,
        ),
    );
    app.add_systems(OnExit(Screen::GameOver), clear_highlight);
    app.add_systems(
        Update,
        show_hint
            .run_if(in_state(Screen::GameOver).and_then(resource_changed::<Hint>))
            .in_set(AppSystems::View),
    );
    app.add_sub_state::<Count>();
    app.add_systems(
        Update,
        skip_on_request
            .run_if(in_state(Count::Telling).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        (
            count_scores.run_if(in_state(Count::Telling)),
            offer_choices.run_if(state_changed::<Count>),
        )
            .chain()
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::View),
    );
}

const COUNT_STEP: Duration = Duration::from_millis(550);
const CELL: f32 = 38.0;
/// Fixed room for each map's count, so nothing moves as its lines appear.
const COUNT_HEIGHT: f32 = 236.0;
const COUNT_WIDTH: f32 = 330.0;

/// One line of the count.
#[derive(Clone, Debug)]
struct CountLine {
    seat: u8,
    cells: u64,
    text: Phrase,
    total: bool,
}

/// The count as it goes: lines still to show.
#[derive(Resource, Debug)]
struct Tally {
    lines: Vec<CountLine>,
    shown: usize,
    timer: Timer,
}

/// The column where a map's count lines appear.
#[derive(Component)]
struct CountColumn(u8);

fn offer_choices(
    count: Option<Res<State<Count>>>,
    game: Option<PlayedMatch>,
    mut choices: ResMut<Choices>,
) {
    let Some(game) = game else {
        return;
    };
    let told = count.is_some_and(|count| *count.get() == Count::Told);
    let list = if told && game.watching().is_some() {
        vec![
            Choice::button(
                Intent::Replay(ReplayControl::StepBack),
                Phrase::new("replay-step-back"),
            ),
            Choice::button(
                Intent::Replay(ReplayControl::FromStart),
                Phrase::new("game-over-watch-again"),
            ),
            Choice::button(
                Intent::Go(Go::ShowReplays),
                Phrase::new("game-over-replays"),
            ),
            Choice::button(Intent::Go(Go::ToTitle), Phrase::new("game-over-title")),
        ]
    } else if told {
        vec![
            Choice::button(
                Intent::Go(Go::PlayAgain),
                Phrase::new("game-over-play-again"),
            ),
            Choice::button(
                Intent::Go(Go::StartSeeded {
                    seats: game.seats,
                    seed: game.seed(),
                }),
                Phrase::new("game-over-same-dice"),
            ),
            Choice::button(Intent::Go(Go::ToTitle), Phrase::new("game-over-title")),
        ]
    } else {
        vec![Choice::button(
            Intent::SkipCount,
            Phrase::new("game-over-skip-count"),
        )]
    };
    choices.offer_focused(list, None, Focus::Choice(0));
}

fn spawn_game_over(mut commands: Commands, game: Option<PlayedMatch>) {
    let Some(game) = game else { return };
    let sheets = [0u8, 1].map(|seat| {
        let player = game.state().player(seat);
        score_sheet(&game.rules, &player.map, player.bonus_coat)
    });
    let root = commands
        .spawn((
            Name::new("Game over screen"),
            DespawnOnExit(Screen::GameOver),
            theme::full_screen_column(6.0),
            BackgroundColor(theme::PAPER),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::label(Phrase::new("game-over-heading"), 30.0),
    ));
    let seed = Phrase::new("game-over-seed").with("seed", game.seed().to_string());
    let why_and_seed = Phrase::dotted(why_it_ended(&game).into_iter().chain([seed]).collect());
    commands.spawn((
        ChildOf(root),
        theme::coloured_label(why_and_seed, 17.0, theme::MUTED),
    ));
    // The winner and the totals at once; the count goes on beside them.
    commands.spawn((
        ChildOf(root),
        theme::label(verdict(&game, &sheets), 26.0),
        TextLayout::justify(Justify::Center),
    ));
    let row = commands
        .spawn((
            Name::new("Counts"),
            ChildOf(root),
            Node {
                column_gap: px(40),
                ..default()
            },
        ))
        .id();
    for seat in 0..2u8 {
        let column = commands
            .spawn((ChildOf(row), theme::centred_column(6.0)))
            .id();
        commands.spawn((kingdom(*game.rules.board(), seat, CELL), ChildOf(column)));
        commands.spawn((
            Name::new("Count"),
            ChildOf(column),
            CountColumn(seat),
            Node {
                width: px(COUNT_WIDTH),
                height: px(COUNT_HEIGHT),
                flex_direction: FlexDirection::Column,
                row_gap: px(2),
                overflow: Overflow::clip(),
                ..default()
            },
        ));
    }
    commands.spawn((ChildOf(root), HintLine, theme::hint(Phrase::Empty)));
    commands.spawn((
        Name::new("Game over choices"),
        ChildOf(root),
        ChoiceBar,
        Node {
            column_gap: px(12),
            min_height: px(44),
            ..default()
        },
    ));
    commands.insert_resource(Tally {
        lines: count_lines(&game, &sheets),
        shown: 0,
        timer: Timer::new(COUNT_STEP, TimerMode::Repeating),
    });
}

/// A game a person played goes into their record; a replay watched does not.
fn count_for_statistics(game: Option<PlayedMatch>, mut statistics: ResMut<Statistics>) {
    if let Some(game) = game.filter(|game| game.watching().is_none()) {
        let outcome = game.state().outcome(&game.rules);
        statistics.count(game.seats, game.state().scores(&game.rules), outcome);
    }
}

/// The tip under the count, in a player's first games.
#[derive(Component)]
struct HintLine;

fn show_hint(hint: Res<Hint>, mut lines: Query<&mut Localized, With<HintLine>>) {
    let said = hint.shown.clone().unwrap_or_default();
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}

/// Why the game ended, as the engine says.
fn why_it_ended(game: &Match) -> Option<Phrase> {
    Some(match game.state().end_reason()? {
        EndReason::MapFull { seat } => game.about("game-over-map-full", seat),
        EndReason::BothMapsFull => Phrase::new("game-over-both-full"),
        EndReason::NoRoomLeft => Phrase::new("game-over-no-room"),
        EndReason::NobodyDrew => Phrase::new("game-over-nobody-drew"),
    })
}

/// The count, in the order it is told: each map's scoring domains, its bonus, its total.
fn count_lines(game: &Match, sheets: &[ScoreSheet; 2]) -> Vec<CountLine> {
    let mut lines = Vec::new();
    for (seat, sheet) in (0u8..).zip(sheets) {
        let line = |cells, text, total| CountLine {
            seat,
            cells,
            text,
            total,
        };
        for domain in sheet.domains.iter().filter(|domain| domain.points > 0) {
            lines.push(line(
                domain.cells,
                names::domain_count(&game.rules, domain),
                false,
            ));
        }
        if let Some(coat) = sheet.bonus_coat {
            lines.push(line(
                0,
                names::bonus_count(&game.rules, coat, sheet.bonus_points),
                false,
            ));
        }
        lines.push(line(
            0,
            Phrase::new("count-total").with("points", sheet.total),
            true,
        ));
    }
    lines
}

fn verdict(game: &Match, sheets: &[ScoreSheet; 2]) -> Phrase {
    match game.state().outcome(&game.rules) {
        Some(Outcome::Winner {
            player,
            by_tie_break,
        }) => {
            let (winner, loser) = (
                &sheets[usize::from(player)],
                &sheets[usize::from(1 - player)],
            );
            if by_tie_break {
                game.about("verdict-tie-break", player)
                    .with("points", winner.total)
                    .with("largest", winner.largest_domain)
                    .with("other", loser.largest_domain)
            } else {
                game.about("verdict-win", player)
                    .with("points", winner.total)
                    .with("other", loser.total)
            }
        }
        _ => Phrase::new("verdict-draw")
            .with("points", sheets[0].total)
            .with("largest", sheets[0].largest_domain),
    }
}

fn count_scores(
    mut commands: Commands,
    time: Res<Time>,
    mut tally: ResMut<Tally>,
    mut highlight: ResMut<ScoreHighlight>,
    columns: Query<(Entity, &CountColumn)>,
    mut sounds: MessageWriter<PlaySound>,
    mut keep_drawing: ResMut<KeepDrawing>,
    mut count: ResMut<NextState<Count>>,
) {
    keep_drawing.next_frame();
    if !tally.timer.tick(time.delta()).just_finished() {
        return;
    }
    let Some(line) = tally.lines.get(tally.shown).cloned() else {
        count.set(Count::Told);
        *highlight = ScoreHighlight::default();
        return;
    };
    tally.shown += 1;
    *highlight = ScoreHighlight {
        seat: line.seat,
        cells: line.cells,
    };
    for (column, CountColumn(seat)) in &columns {
        if *seat == line.seat {
            spawn_count_line(&mut commands, column, &line);
        }
    }
    sounds.write(PlaySound::ScoreTick);
}

/// A line of the count; a total stands out, larger and ruled off.
fn spawn_count_line(commands: &mut Commands, column: Entity, line: &CountLine) {
    let text = commands
        .spawn((
            ChildOf(column),
            theme::label(line.text.clone(), if line.total { 20.0 } else { 14.0 }),
        ))
        .id();
    if line.total {
        commands.entity(text).insert((
            Node {
                border: UiRect::top(px(2)),
                padding: UiRect::top(px(2)),
                ..default()
            },
            BorderColor::all(theme::INK),
        ));
    }
}

/// "Skip the count": every line at once.
fn skip_on_request(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    mut tally: ResMut<Tally>,
    mut highlight: ResMut<ScoreHighlight>,
    columns: Query<(Entity, &CountColumn)>,
    mut count: ResMut<NextState<Count>>,
) {
    if !made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::SkipCount)
    {
        return;
    }
    for line in &tally.lines[tally.shown..] {
        for (column, CountColumn(seat)) in &columns {
            if *seat == line.seat {
                spawn_count_line(&mut commands, column, line);
            }
        }
    }
    tally.shown = tally.lines.len();
    count.set(Count::Told);
    *highlight = ScoreHighlight::default();
}

fn clear_highlight(mut highlight: ResMut<ScoreHighlight>) {
    *highlight = ScoreHighlight::default();
}
