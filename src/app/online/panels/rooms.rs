//! The online panel, over the title: make a room, or type the code a friend passed on and join
//! theirs (or watch it); then the room's code to pass on while the other players are awaited,
//! and Cancel. The table takes over when everyone is in. Continuing a kept online game shows it
//! reaching the server.

use bevy::prelude::*;

use super::code_typing::{TypedCode, code_characters, forget_typed_code, type_code};
use super::room_line;
use super::room_line::{RoomHint, RoomLine};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices, Setting,
};
use crate::app::input::Typed;
use crate::app::menus::panel::{next_of, on_off, panel_choices, panel_frame};
use crate::app::online::{
    KeptRooms, OnlineRequest, OnlineServer, OnlineSession, OnlineStatus, clock_words,
    next_room_game, room_game, room_words,
};
use crate::app::settings::{PlaySettings, RoomGame};
use crate::app::states::{AppSystems, Overlay, Screen, Seat};
use crate::app::theme;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{MOVE_CLOCK_CHOICES, RoomCode};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedCode>()
        .init_resource::<RoomCopied>();
    app.add_systems(
        OnEnter(Overlay::Online),
        (forget_typed_code, spawn_panel, offer_online_choices).chain(),
    );
    app.add_systems(
        Update,
        (
            type_code
                .run_if(in_state(Overlay::Online))
                .in_set(AppSystems::ReadInput),
            // The readers run in every state, so a choice made elsewhere is never read late.
            (
                (leave_online_panel, open_room).chain(),
                offer_online_choices.run_if(
                    in_state(Overlay::Online).and_then(
                        resource_changed::<TypedCode>
                            .or_else(resource_changed::<RoomCopied>)
                            .or_else(session_changed)
                            .or_else(resource_changed::<PlaySettings>),
                    ),
                ),
                close_when_the_game_starts.run_if(in_state(Overlay::Online)),
            )
                .chain()
                .in_set(AppSystems::Decide),
            room_line::show_room_lines
                .run_if(in_state(Overlay::Online))
                .in_set(AppSystems::View),
        ),
    );
}

/// Whether the room waited in was copied to pass on, and how that went.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomCopied(pub Option<(RoomCode, bool)>);

fn session_changed(session: Option<Res<OnlineSession>>) -> bool {
    session.is_some_and(|session| session.is_changed())
}

/// The panel says where and under which name the player plays: a game continued goes back to
/// its own server under the name it was begun with.
fn spawn_panel(
    mut commands: Commands,
    server: Res<OnlineServer>,
    play: Res<PlaySettings>,
    session: Option<Res<OnlineSession>>,
) {
    let (server, name) = match &session {
        Some(session) => (&session.request().server, &session.request().name),
        None => (&server.0, &play.online_name),
    };
    let name = if name.is_empty() {
        Phrase::new("online-playing-as-unset")
    } else {
        Phrase::new("online-playing-as").with("name", name.as_str())
    };
    commands.spawn((
        panel_frame("Online panel"),
        DespawnOnExit(Overlay::Online),
        children![
            theme::label(Phrase::new("online-heading"), 44.0),
            theme::label(Phrase::new("online-explained"), 18.0),
            theme::label(
                Phrase::new("online-server").with("server", server.clone()),
                16.0
            ),
            theme::label(name, 16.0),
            (
                RoomLine,
                theme::label(Phrase::Empty, 32.0),
                TextLayout::justify(Justify::Center),
            ),
            panel_choices("Online choices"),
            (RoomHint, theme::hint(Phrase::new("online-hint"))),
        ],
    ));
}

/// Back closes the panel (and leaves a room being waited in); the cancel key takes a character
/// back first.
fn leave_online_panel(
    mut commands: Commands,
    mut pressed: MessageReader<ControlPressed>,
    mut typing: MessageReader<Typed>,
    overlay: Res<State<Overlay>>,
    session: Option<Res<OnlineSession>>,
    mut typed: ResMut<TypedCode>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *overlay.get() != Overlay::Online {
        pressed.clear();
        return;
    }
    // A letter of a code may also be a control's key (P pauses): typed, it is a letter.
    let typed_a_letter = typing
        .read()
        .any(|typed| !code_characters(typed).is_empty());
    let typing = session.is_none() && typed_a_letter;
    for control in pressed.read() {
        match control {
            ControlPressed::Cancel if session.is_none() && !typed.0.is_empty() => {
                typed.0.pop();
            }
            ControlPressed::Pause if typing => {}
            ControlPressed::Cancel | ControlPressed::Pause => {
                commands.remove_resource::<OnlineSession>();
                next.set(Overlay::Closed);
            }
            _ => {}
        }
    }
}

/// Make a room or join the typed one; Cancel leaves the room waited in; the hints switch.
fn open_room(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    typed: Res<TypedCode>,
    server: Res<OnlineServer>,
    kept: Res<KeptRooms>,
    mut play: ResMut<PlaySettings>,
    overlay: Res<State<Overlay>>,
) {
    for ChoiceMade(intent) in made.read() {
        let request = |room: Option<RoomCode>| OnlineRequest {
            server: server.0.clone(),
            create: room.is_none(),
            room,
            name: play.online_name.clone(),
            local: Seat::Human,
            exit_when_done: false,
            game: room_game(&play.online_game.0),
            computers: Vec::new(),
        };
        match intent {
            Intent::Go(Go::MakeRoom) => {
                commands.insert_resource(OnlineSession::new(request(None)));
            }
            Intent::Go(Go::PlayAnyone) => {
                let anyone = OnlineRequest {
                    create: false,
                    ..request(None)
                };
                commands.insert_resource(OnlineSession::new(anyone));
            }
            Intent::Go(Go::JoinRoom) => {
                if let Ok(code) = RoomCode::parse(&typed.0) {
                    commands.insert_resource(OnlineSession::new(request(Some(code))));
                }
            }
            // The room's game must be the one chosen above, as for joining it.
            Intent::Go(Go::WatchRoom) => {
                if let Ok(code) = RoomCode::parse(&typed.0) {
                    let watching = OnlineRequest {
                        create: false,
                        local: Seat::Remote,
                        ..request(Some(code))
                    };
                    commands.insert_resource(OnlineSession::new(watching));
                }
            }
            Intent::Go(Go::ContinueOnline(index)) => {
                if let Some(kept) = kept.0.get(usize::from(*index)) {
                    let request = OnlineRequest {
                        server: kept.server.clone(),
                        name: kept.name.clone(),
                        create: false,
                        game: kept.game,
                        ..request(Some(kept.room.clone()))
                    };
                    let session =
                        OnlineSession::returning(request, kept.token.clone(), kept.promise.clone());
                    commands.insert_resource(session);
                }
            }
            Intent::Go(Go::LeaveRoom) => commands.remove_resource::<OnlineSession>(),
            Intent::ChangeSetting(Setting::OnlineHints) if *overlay.get() == Overlay::Online => {
                play.online_hints = !play.online_hints;
            }
            Intent::ChangeSetting(Setting::OnlineWatchers) if *overlay.get() == Overlay::Online => {
                play.online_watchers = !play.online_watchers;
            }
            Intent::ChangeSetting(Setting::OnlineClock) if *overlay.get() == Overlay::Online => {
                play.online_move_seconds = next_of(&MOVE_CLOCK_CHOICES, &play.online_move_seconds);
            }
            Intent::ChangeSetting(Setting::OnlineGame) if *overlay.get() == Overlay::Online => {
                play.online_game = RoomGame(next_room_game(&play.online_game.0).to_string());
            }
            _ => {}
        }
    }
}

/// Before a room: make one, or join the typed code (greyed until it is whole); in a room:
/// Cancel.
fn offer_online_choices(
    mut choices: ResMut<Choices>,
    typed: Res<TypedCode>,
    session: Option<Res<OnlineSession>>,
    copied: Res<RoomCopied>,
    play: Res<PlaySettings>,
) {
    if let Some(session) = session {
        offer_room_choices(&session, &copied, &mut choices);
        return;
    }
    let whole = RoomCode::parse(&typed.0).is_ok();
    let list = choices_before_a_room(&play, whole);
    // A switch keeps the focus as it is switched; a whole code puts it on Join.
    let switched = [
        Setting::OnlineGame,
        Setting::OnlineHints,
        Setting::OnlineWatchers,
        Setting::OnlineClock,
    ]
    .map(Intent::ChangeSetting)
    .into_iter()
    .find(|switch| {
        choices
            .index_of(switch.clone())
            .is_some_and(|at| choices.is_focused(at))
    });
    let wanted = if let Some(switch) = switched {
        switch
    } else if whole {
        Intent::Go(Go::JoinRoom)
    } else {
        Intent::Go(Go::MakeRoom)
    };
    let focus = list
        .iter()
        .position(|choice| choice.intent == wanted)
        .unwrap_or(0);
    choices.offer_focused(list, None, Focus::Choice(focus));
}

/// In a room waited in: its code to copy, and Cancel.
fn offer_room_choices(session: &OnlineSession, copied: &RoomCopied, choices: &mut ResMut<Choices>) {
    let cancel = Choice::button(Intent::Go(Go::LeaveRoom), Phrase::new("online-cancel"));
    let OnlineStatus::Waiting(code) = &session.status else {
        choices.offer_focused(vec![cancel], None, Focus::Choice(0));
        return;
    };
    let copy = match &copied.0 {
        Some((copied, true)) if copied == code => "online-copied",
        Some((copied, false)) if copied == code => "online-copy-failed",
        _ => "online-copy",
    };
    let list = vec![
        Choice::button(Intent::Go(Go::CopyRoomCode), Phrase::new(copy)),
        cancel,
    ];
    choices.offer(list, None);
}

/// The panel's choices before a room: the game, the ways into a room (joining and watching
/// only with a `whole` code), the leaderboard, the switches.
fn choices_before_a_room(play: &PlaySettings, whole: bool) -> Vec<Choice> {
    let game = room_words(room_game(&play.online_game.0));
    let with_code = |go: Go, label: &'static str| Choice {
        intent: Intent::Go(go),
        label: Phrase::new(label),
        look: if whole { Look::Button } else { Look::Disabled },
    };
    let setting =
        |setting: Setting, said: Phrase| Choice::button(Intent::ChangeSetting(setting), said);
    let go = |go: Go, label: &'static str| Choice::button(Intent::Go(go), Phrase::new(label));
    vec![
        setting(
            Setting::OnlineGame,
            Phrase::new("online-game").with("value", game),
        ),
        go(Go::MakeRoom, "online-make-room"),
        with_code(Go::JoinRoom, "online-join-room"),
        with_code(Go::WatchRoom, "online-watch-room"),
        go(Go::PlayAnyone, "online-play-anyone"),
        go(Go::ShowLeaderboard, "online-leaderboard"),
        setting(
            Setting::OnlineHints,
            Phrase::new("online-hints").with("value", on_off(play.online_hints)),
        ),
        setting(
            Setting::OnlineWatchers,
            Phrase::new("online-watchers").with("value", on_off(play.online_watchers)),
        ),
        setting(
            Setting::OnlineClock,
            Phrase::new("online-clock").with("value", clock_words(play.online_move_seconds)),
        ),
        go(Go::CloseOverlay, "menu-back"),
    ]
}

/// The game's table shows once every player is in: the panel is done.
fn close_when_the_game_starts(screen: Res<State<Screen>>, mut next: ResMut<NextState<Overlay>>) {
    if matches!(screen.get(), Screen::Table(_)) {
        next.set(Overlay::Closed);
    }
}
