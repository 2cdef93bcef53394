//! The column (a wide window) or band (a tall one) of what is going on at the original game's
//! table: the line, whose turn it is or who won, what the person to act is asked to do and
//! their buttons.

use bevy::prelude::*;

use super::ChoiceBar;
use crate::app::language::Localized;
use crate::app::original::KingdominoPrompt;
use crate::app::states::AppSystems;
use crate::app::table::Notice;
use crate::app::theme;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Step, TablePicture};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_prompt.in_set(AppSystems::View));
}

/// The line that says what the person to act is asked to do.
#[derive(Component)]
pub(super) struct KingdominoPromptText;

/// Words the prompt afresh when it changes, and on a column drawn afresh; a notice for everyone
/// follows it.
fn show_prompt(
    prompt: Res<KingdominoPrompt>,
    notice: Res<Notice>,
    new_texts: Query<(), Added<KingdominoPromptText>>,
    mut texts: Query<&mut Localized, With<KingdominoPromptText>>,
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

/// The column of what is going on (`told`: who acts, or who won) and the two lines.
pub(super) fn lines_column(picture: &TablePicture, tall: bool, told: Phrase) -> impl Bundle {
    let now = match picture.step {
        Step::Claim { .. } if picture.round == 0 => Phrase::new("kingdom-first-claims"),
        Step::GameOver => Phrase::new("kingdom-game-over"),
        _ => Phrase::new("kingdom-round")
            .with("round", usize::from(picture.round))
            .with("rounds", usize::from(picture.rounds)),
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
            theme::label(now, 22.0),
            theme::label(told, 18.0),
            (KingdominoPromptText, theme::label(Phrase::Empty, 18.0)),
            (
                Name::new("Kingdom choices"),
                ChoiceBar,
                Node {
                    flex_wrap: FlexWrap::Wrap,
                    column_gap: px(8),
                    row_gap: px(8),
                    ..default()
                },
            ),
        ],
    )
}
