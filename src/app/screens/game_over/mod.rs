//! Game over: why the game ended, the winner and the totals at once (on a tie, why), and
//! beside them each map counted domain by domain (the domain lit, squares x crosses), then the
//! `b` bonus and the total; the count can be skipped. Beside them, how the game went.

mod count;
mod story;

use crate::app::table::{Hint, Match};
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, EndReason, Outcome, ScoreSheet, SeatNumber};

use crate::app::choices::{Choice, Choices, Focus, Go, Intent, Look, OfferChoices, ReplayControl};
use crate::app::game::tips::Tip;

use crate::app::language::Localized;
use crate::app::online::{OnlineSession, Rematch};
use crate::app::settings::Statistics;
use crate::app::states::{AppSystems, Count, Screen, Seat};
use crate::app::view::kingdom::{MIN_PANEL_WIDTH, PanelSize, kingdom};
use crate::app::view::scroll::Scrolled;
use crate::app::view::{ChoiceBar, TextScale, WindowShape, theme};
use kingdomino_core::duel::scoring::score_sheet;
use kingdomino_core::localization::Phrase;

use count::{
    COUNT_HEIGHT, COUNT_WIDTH, CountColumn, Tally, clear_highlight, count_scores, skip_on_request,
};

/// The squares of the maps at the game over.
const CELL: f32 = 38.0;
/// A wide window with large text: smaller maps, and wider counts whose lines wrap less, so the
/// counts of most games show whole without scrolling.
const LARGE_TEXT_CELL: f32 = 30.0;
const LARGE_TEXT_COUNT_WIDTH: f32 = 440.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(story::plugin);
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
        show_tip
            .run_if(in_state(Screen::GameOver).and_then(resource_changed::<Tip>))
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
            offer_choices.run_if(state_changed::<Count>.or_else(resource_changed::<Rematch>)),
        )
            .chain()
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::View),
    );
}

fn offer_choices(
    count: Option<Res<State<Count>>>,
    game: Option<Res<Match<Duel>>>,
    session: Option<Res<OnlineSession>>,
    rematch: Res<Rematch>,
    mut choices: ResMut<Choices>,
) {
    let Some(game) = game else {
        return;
    };
    let told = count.is_some_and(|count| *count.get() == Count::Told);
    let list = if told && game.watched {
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
    } else if told && game.seat_pair() == [Seat::Remote; 2] {
        // An online game watched: nothing to play here.
        vec![Choice::button(
            Intent::Go(Go::ToTitle),
            Phrase::new("game-over-title"),
        )]
    } else if told && session.is_some_and(|session| session.seat().is_some()) {
        // An online game: the same opponent again, if they want it too.
        let opponent = game
            .remote_place()
            .map_or(Phrase::Empty, |place| game.seat_name(place));
        let again = match (rematch.mine, rematch.theirs) {
            (true, _) => Choice {
                intent: Intent::Go(Go::Rematch),
                label: Phrase::new("game-over-rematch-waiting").with("name", opponent),
                look: Look::Disabled,
            },
            (false, true) => Choice::button(
                Intent::Go(Go::Rematch),
                Phrase::new("game-over-rematch-accept").with("name", opponent),
            ),
            (false, false) => Choice::button(
                Intent::Go(Go::Rematch),
                Phrase::new("game-over-rematch").with("name", opponent),
            ),
        };
        vec![
            again,
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
                    seats: game.seat_pair(),
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

fn spawn_game_over(
    mut commands: Commands,
    game: Option<Res<Match<Duel>>>,
    hint: Option<Res<Hint<Duel>>>,
    text: Res<TextScale>,
    shape: Res<WindowShape>,
) {
    let Some(game) = game else { return };
    let (cell, count_width) = if shape.is_wide() && text.is_large() {
        (LARGE_TEXT_CELL, LARGE_TEXT_COUNT_WIDTH)
    } else {
        (CELL, COUNT_WIDTH)
    };
    let sheets = SeatNumber::BOTH.map(|seat| {
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
    let hints_asked = SeatNumber::BOTH.into_iter().filter_map(|seat| {
        let asked = (hint.as_ref())
            .and_then(|hint| hint.asked.get(seat.index()).copied())
            .unwrap_or(0);
        (asked > 0).then(|| {
            Phrase::new("hints-used")
                .with("name", game.seat_name(seat))
                .with("count", asked)
        })
    });
    let why_and_seed = Phrase::dotted(
        why_it_ended(&game)
            .into_iter()
            .chain([seed])
            .chain(hints_asked)
            .collect(),
    );
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
            // A phone scrolls through what does not fit between the verdict and the buttons.
            Scrolled,
            Node {
                column_gap: px(40),
                row_gap: px(12),
                // A tall window puts the story of the game under the counts.
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                max_width: percent(100),
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    for seat in SeatNumber::BOTH {
        let column = commands
            .spawn((ChildOf(row), theme::centred_column(6.0)))
            .id();
        commands.spawn((
            kingdom(
                *game.rules.board(),
                seat,
                PanelSize {
                    cell,
                    // The names have the count's width.
                    min_width: MIN_PANEL_WIDTH.max(count_width),
                    // A computer's name says its level.
                    name_lines: 2,
                    text: *text,
                },
            ),
            ChildOf(column),
        ));
        commands.spawn((
            Name::new("Count"),
            ChildOf(column),
            CountColumn(seat),
            Node {
                width: px(count_width),
                height: px(text.room(COUNT_HEIGHT)),
                flex_direction: FlexDirection::Column,
                row_gap: px(2),
                overflow: Overflow::clip(),
                ..default()
            },
        ));
    }
    story::spawn_story(&mut commands, row, &game);
    commands.spawn((ChildOf(root), TipLine, theme::hint(Phrase::Empty)));
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
    count::start_count(&mut commands, &game, &sheets);
}

/// A game a person played goes into their record; a replay watched does not.
fn count_for_statistics(game: Option<Res<Match<Duel>>>, mut statistics: ResMut<Statistics>) {
    if let Some(game) = game.filter(|game| !game.watched) {
        let outcome = game.state().outcome(&game.rules);
        statistics.count(game.seat_pair(), game.state().scores(&game.rules), outcome);
    }
}

/// The tip under the count, in a player's first games.
#[derive(Component)]
struct TipLine;

fn show_tip(tip: Res<Tip>, mut lines: Query<&mut Localized, With<TipLine>>) {
    let said = tip.shown.clone().unwrap_or_default();
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}

/// Why the game ended, as the engine says.
fn why_it_ended(game: &Match<Duel>) -> Option<Phrase> {
    Some(match game.state().end_reason()? {
        EndReason::MapFull { seat } => game.about("game-over-map-full", seat),
        EndReason::BothMapsFull => Phrase::new("game-over-both-full"),
        EndReason::NoRoomLeft => Phrase::new("game-over-no-room"),
        EndReason::NobodyDrew => Phrase::new("game-over-nobody-drew"),
    })
}

fn verdict(game: &Match<Duel>, sheets: &[ScoreSheet; 2]) -> Phrase {
    match game.state().outcome(&game.rules) {
        Some(Outcome::Winner {
            player,
            by_tie_break,
        }) => {
            let (winner, loser) = (&sheets[player], &sheets[player.other()]);
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
