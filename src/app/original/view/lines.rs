//! The column (a wide window) or band (a tall one) of what is going on at the original game's
//! table: the line, whose turn it is or who won, what the person to act is asked to do and
//! their buttons.

use bevy::prelude::*;

use super::pieces::LineShown;
use crate::app::language::Localized;
use crate::app::original::OriginalPrompt;
use crate::app::states::AppSystems;
use crate::app::table::Notice;
use crate::app::theme;
use crate::app::view::reader::ReadAloud;
use crate::app::view::{ChoiceBar, TableChoices};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Original, SlotView, Step, TablePicture};
use kingdomino_core::table::Place;
use kingdomino_core::table::Record;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_prompt.in_set(AppSystems::View));
}

/// The line that says what the person to act is asked to do.
#[derive(Component)]
#[require(ReadAloud::Polite)]
pub(super) struct OriginalPromptText;

/// Words the prompt afresh when it changes, and on a column drawn afresh; a notice for everyone
/// follows it.
fn show_prompt(
    prompt: Res<OriginalPrompt>,
    notice: Res<Notice>,
    new_texts: Query<(), Added<OriginalPromptText>>,
    mut texts: Query<&mut Localized, With<OriginalPromptText>>,
) {
    if !prompt.is_changed() && !notice.is_changed() && new_texts.is_empty() {
        return;
    }
    let said = match &notice.0 {
        Some(notice) => Phrase::lines(vec![prompt.0.clone(), notice.clone()]),
        None => prompt.0.clone(),
    };
    for mut text in &mut texts {
        text.set_if_neq(Localized(said.clone()));
    }
}

/// The width of the column of lines.
pub(super) const LINES_WIDTH: f32 = 250.0;

/// A text of the table that says what is going on, worded afresh as the game changes.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TableWords {
    /// The round, or the first claims, or the game's end.
    Now,
    /// Who acts, or who won.
    Told,
    NextLineHeading,
    Discarded,
    /// A place's name and points over its kingdom.
    Count(Place),
}

/// Where a line's dominoes go in the column, and the line as last drawn there.
#[derive(Component, Debug)]
pub(super) struct LineRows {
    /// The next line, rather than the one being added.
    pub(super) next: bool,
    pub(super) tall: bool,
    pub(super) shown: Option<ShownLine>,
}

/// A line as drawn: its dominoes and kings, and how it was shown.
pub(super) type ShownLine = (Vec<SlotView>, LineShown);

/// The round, the first claims, or the game's end; in a Dynasty, which of its games this is.
pub(super) fn now_words(picture: &TablePicture, record: &Record<Original>) -> Phrase {
    let now = match picture.step {
        Step::Claim { .. } if picture.round == 0 => Phrase::new("original-first-claims"),
        Step::GameOver => Phrase::new("original-game-over"),
        _ => Phrase::new("original-round")
            .with("round", usize::from(picture.round))
            .with("rounds", usize::from(picture.rounds)),
    };
    if record.series_length() == 1 {
        return now;
    }
    let game = Phrase::new("original-dynasty-game")
        .with("game", record.game_in_series())
        .with("games", record.series_length());
    Phrase::lines(vec![game, now])
}

/// The column of what is going on, the prompt and its buttons, and the two lines.
pub(super) fn lines_column(tall: bool) -> impl Bundle {
    let rows = move |next| LineRows {
        next,
        tall,
        shown: None,
    };
    (
        Name::new("Lines"),
        Node {
            width: if tall { percent(100) } else { px(LINES_WIDTH) },
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            flex_shrink: 0.0,
            ..default()
        },
        children![
            (TableWords::Now, theme::label(Phrase::Empty, 22.0)),
            // Who acts, read out as the Duel's turn line is.
            (
                TableWords::Told,
                ReadAloud::Polite,
                theme::label(Phrase::Empty, 18.0)
            ),
            (OriginalPromptText, theme::label(Phrase::Empty, 18.0)),
            (
                Name::new("Original table choices"),
                ChoiceBar,
                TableChoices,
                Node {
                    flex_wrap: FlexWrap::Wrap,
                    column_gap: px(8),
                    row_gap: px(8),
                    ..default()
                },
            ),
            (Name::new("Line shown"), rows(false), line_rows_node()),
            (
                TableWords::NextLineHeading,
                theme::label(Phrase::Empty, 18.0)
            ),
            (Name::new("Next line shown"), rows(true), line_rows_node()),
            (TableWords::Discarded, theme::label(Phrase::Empty, 18.0)),
        ],
    )
}

/// Where a line is drawn: as wide as the column, so that a line drawn across a tall window
/// wraps within it and takes the height of its rows.
fn line_rows_node() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        ..default()
    }
}
