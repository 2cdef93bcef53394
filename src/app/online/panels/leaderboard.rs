//! The leaderboard, over the online panel: the chosen game's best players on the panel's
//! server (rank, name with its tag, rating, rated games), the player's own line highlighted,
//! and shown under the list when they are not in it. The game switches; Back returns to the
//! online panel.

use bevy::prelude::*;

use super::identity_clipboard::IdentityNote;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, Look, OfferChoices, Setting,
};
use crate::app::language::Localized;
use crate::app::menus::panel::{back_closes, panel_choices, panel_frame};
use crate::app::online::{BoardShown, BoardState, OnlineServer, board_title, room_game};
use crate::app::player::identity::PlayerIdentity;
use crate::app::settings::PlaySettings;
use crate::app::states::{AppSystems, Overlay};
use crate::app::theme;
use crate::app::theme::scroll::Scrolled;
use kingdomino_core::games::GameKind;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::identity::shown_player;
use kingdomino_core::online::ratings::{BoardRow, PROVISIONAL_GAMES};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Overlay::Leaderboard),
        (ask_for_the_panel_s_game, spawn_panel, offer_choices).chain(),
    );
    app.add_systems(
        Update,
        (
            back_closes(Overlay::Leaderboard),
            switch_game,
            offer_choices.run_if(in_state(Overlay::Leaderboard).and_then(
                resource_changed::<BoardShown>.or_else(resource_changed::<PlayerIdentity>),
            )),
        )
            .chain()
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        (
            show_board.run_if(resource_changed::<BoardShown>),
            show_identity,
        )
            .run_if(in_state(Overlay::Leaderboard))
            .in_set(AppSystems::View),
    );
}

/// Where the board's lines go.
#[derive(Component)]
struct BoardLines;

/// The line saying whose board it is.
#[derive(Component)]
struct BoardTitle;

/// The shares of a line each column takes (rank, player, rating, games), and the widest a
/// line grows: a phone's narrow window squeezes the lines, never cuts them.
const COLUMNS: [f32; 4] = [12.0, 52.0, 20.0, 16.0];
const LINE_WIDTH: f32 = 560.0;

/// The board opens on the game the online panel has chosen.
fn ask_for_the_panel_s_game(mut shown: ResMut<BoardShown>, play: Res<PlaySettings>) {
    let game = room_game(&play.online_game.0).kind();
    *shown = BoardShown {
        game,
        state: BoardState::Asking,
    };
}

fn spawn_panel(mut commands: Commands, server: Res<OnlineServer>, shown: Res<BoardShown>) {
    commands.spawn((
        panel_frame("Leaderboard panel"),
        DespawnOnExit(Overlay::Leaderboard),
        children![
            theme::label(Phrase::new("leaderboard-heading"), 40.0),
            (
                BoardTitle,
                theme::label(title_on(shown.game, &server.0), 18.0)
            ),
            (
                Name::new("Leaderboard lines"),
                BoardLines,
                Scrolled,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(2),
                    width: percent(100),
                    max_width: px(LINE_WIDTH),
                    min_height: px(0),
                    overflow: Overflow::scroll_y(),
                    ..default()
                },
            ),
            (
                IdentityLine,
                theme::coloured_label(Phrase::Empty, 16.0, theme::MUTED)
            ),
            panel_choices("Leaderboard choices"),
        ],
    ));
}

fn title_on(game: GameKind, server: &str) -> Phrase {
    Phrase::new("leaderboard-of")
        .with("game", board_title(game))
        .with("server", server.to_string())
}

fn offer_choices(
    mut choices: ResMut<Choices>,
    shown: Res<BoardShown>,
    identity: Res<PlayerIdentity>,
) {
    let copy = Choice {
        intent: Intent::Go(Go::CopyIdentity),
        label: Phrase::new("identity-copy"),
        look: if identity.0.is_some() {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    let list = vec![
        Choice::button(
            Intent::ChangeSetting(Setting::OnlineGame),
            Phrase::new("leaderboard-game").with("game", board_title(shown.game)),
        ),
        copy,
        Choice::button(Intent::Go(Go::PasteIdentity), Phrase::new("identity-paste")),
        Choice::button(Intent::Go(Go::CloseOverlay), Phrase::new("menu-back")),
    ];
    // Opened, or the game switched: the focus on the switch, where the player's eyes are.
    choices.offer_focused(list, None, Focus::Choice(0));
}

/// The line saying who the player is.
#[derive(Component)]
struct IdentityLine;

/// Who the player is, and what became of a copy or paste of their identity.
fn show_identity(
    identity: Res<PlayerIdentity>,
    note: Res<IdentityNote>,
    mut lines: Query<&mut Localized, With<IdentityLine>>,
) {
    let who = match &identity.0 {
        Some(held) => Phrase::new("identity-playing-as").with("player", held.shown()),
        None => Phrase::new("identity-none"),
    };
    let said = Phrase::lines(vec![who, note.0.clone().unwrap_or(Phrase::Empty)]);
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}

/// The game switch asks for the next game's board.
fn switch_game(
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    mut shown: ResMut<BoardShown>,
) {
    for ChoiceMade(intent) in made.read() {
        if *intent == Intent::ChangeSetting(Setting::OnlineGame)
            && *overlay.get() == Overlay::Leaderboard
        {
            let now = GameKind::ALL.iter().position(|&kind| kind == shown.game);
            let game = GameKind::ALL[now.map_or(0, |now| (now + 1) % GameKind::ALL.len())];
            *shown = BoardShown {
                game,
                state: BoardState::Asking,
            };
        }
    }
}

/// The lines drawn again whenever the board changes.
fn show_board(
    mut commands: Commands,
    shown: Res<BoardShown>,
    server: Res<OnlineServer>,
    lines: Query<Entity, With<BoardLines>>,
    mut titles: Query<&mut Localized, With<BoardTitle>>,
) {
    for mut title in &mut titles {
        title.set_if_neq(Localized(title_on(shown.game, &server.0)));
    }
    for list in &lines {
        commands.entity(list).despawn_related::<Children>();
        let said = |phrase: Phrase| {
            (
                ChildOf(list),
                theme::coloured_label(phrase, 18.0, theme::MUTED),
                TextLayout::justify(Justify::Center),
            )
        };
        let board = match &shown.state {
            BoardState::Asking | BoardState::Waiting => {
                commands.spawn(said(Phrase::new("leaderboard-asking")));
                continue;
            }
            BoardState::Failed(reason) => {
                commands.spawn(said(
                    Phrase::new("leaderboard-failed").with("reason", reason.clone()),
                ));
                continue;
            }
            BoardState::Shown(board) => board,
        };
        if board.rows.is_empty() {
            commands.spawn(said(
                Phrase::new("leaderboard-empty").with("games", PROVISIONAL_GAMES),
            ));
        } else {
            spawn_row(&mut commands, list, header_cells(), false);
        }
        let own = board.own.as_ref();
        let is_own =
            |row: &BoardRow| own.is_some_and(|own| own.name == row.name && own.tag == row.tag);
        for row in &board.rows {
            spawn_row(&mut commands, list, row_cells(row), is_own(row));
        }
        match own {
            Some(own) if !board.rows.iter().any(is_own) => {
                commands.spawn(said(Phrase::new("leaderboard-you")));
                spawn_row(&mut commands, list, row_cells(own), true);
            }
            Some(_) => {}
            None => {
                commands.spawn(said(Phrase::new("leaderboard-unrated")));
            }
        }
    }
}

fn header_cells() -> [Phrase; 4] {
    [
        "leaderboard-rank",
        "leaderboard-player",
        "leaderboard-rating",
        "leaderboard-games",
    ]
    .map(Phrase::new)
}

fn row_cells(row: &BoardRow) -> [Phrase; 4] {
    [
        Phrase::Verbatim(row.rank.map_or("–".into(), |rank| rank.to_string())),
        Phrase::Verbatim(shown_player(&row.name, &row.tag)),
        Phrase::new("leaderboard-rating-value")
            .with("rating", i64::from(row.rating))
            .with("provisional", if row.provisional { "yes" } else { "no" }),
        Phrase::Verbatim(row.games.to_string()),
    ]
}

/// A line of the board: its cells in their columns, on a highlight when it is the player's.
fn spawn_row(commands: &mut Commands, list: Entity, cells: [Phrase; 4], own: bool) {
    let background = if own { theme::HIGHLIGHT } else { Color::NONE };
    let row = commands
        .spawn((
            Name::new("Leaderboard line"),
            ChildOf(list),
            Node {
                width: percent(100),
                max_width: px(LINE_WIDTH),
                padding: UiRect::axes(px(8), px(2)),
                ..default()
            },
            BackgroundColor(background),
        ))
        .id();
    for (cell, width) in cells.into_iter().zip(COLUMNS) {
        commands.spawn((
            ChildOf(row),
            Node {
                width: percent(width),
                ..default()
            },
            children![theme::label(cell, 18.0)],
        ));
    }
}
