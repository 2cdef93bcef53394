//! The count at the game over: each map's scoring domains lit one after the other, its bonus and
//! its total, a tick each; or all at once when skipped.

use crate::app::table::Match;
use kingdomino_core::duel::{Duel, ScoreSheet, SeatNumber};
use std::time::Duration;

use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Intent};

use crate::app::platform::redraw::KeepDrawing;
use crate::app::states::Count;
use crate::app::view::kingdom::ScoreHighlight;
use crate::app::view::{PlaySound, theme};
use kingdomino_core::localization::{Phrase, names};

const COUNT_STEP: Duration = Duration::from_millis(550);
/// Fixed room for each map's count, so nothing moves as its lines appear; wide enough for a
/// domain's line in a phone's larger text, and for two counts side by side in a tall window.
pub(super) const COUNT_HEIGHT: f32 = 236.0;
pub(super) const COUNT_WIDTH: f32 = 360.0;

/// One line of the count.
#[derive(Clone, Debug)]
pub(super) struct CountLine {
    seat: SeatNumber,
    cells: u64,
    text: Phrase,
    total: bool,
}

/// The count as it goes: lines still to show.
#[derive(Resource, Debug)]
pub(super) struct Tally {
    lines: Vec<CountLine>,
    shown: usize,
    timer: Timer,
}

/// The column where a map's count lines appear.
#[derive(Component)]
pub(super) struct CountColumn(pub(super) SeatNumber);

/// The count about to be told, for the map columns just spawned.
pub(super) fn start_count(commands: &mut Commands, game: &Match<Duel>, sheets: &[ScoreSheet; 2]) {
    commands.insert_resource(Tally {
        lines: count_lines(game, sheets),
        shown: 0,
        timer: Timer::new(COUNT_STEP, TimerMode::Repeating),
    });
}

/// The count, in the order it is told: each map's scoring domains, its bonus, its total.
fn count_lines(game: &Match<Duel>, sheets: &[ScoreSheet; 2]) -> Vec<CountLine> {
    let mut lines = Vec::new();
    for (seat, sheet) in SeatNumber::BOTH.into_iter().zip(sheets) {
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

pub(super) fn count_scores(
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
pub(super) fn skip_on_request(
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

pub(super) fn clear_highlight(mut highlight: ResMut<ScoreHighlight>) {
    *highlight = ScoreHighlight::default();
}
