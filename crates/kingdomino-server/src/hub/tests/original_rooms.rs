//! Rooms of the original game for four: seated by hellos that ask for it (and no other game),
//! watched, played to the end with every line dealt from the secret, a player away stood in
//! for and told what the computer played on their return, and another game with everyone a
//! seat further round.

use super::*;
use kingdomino_core::online::{Played, RollSecret};
use kingdomino_core::original::{
    Action as OriginalAction, AnyGame, Bonuses, GameOptions, Original, OriginalRules,
};
use kingdomino_core::table::{Place, Record};

pub(super) fn original_options(players: u8) -> GameOptions {
    GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    }
}

pub(super) fn original_hello(
    room: &RoomCode,
    name: &str,
    players: u8,
    token: Option<SeatToken>,
) -> ClientMessage {
    ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        rules_id: OriginalRules::builtin().id().to_string(),
        name: name.into(),
        room: Some(room.clone()),
        create: true,
        token,
        allow_hints: true,
        allow_watchers: true,
        move_seconds: 0,
        game: GameSetup::Original(original_options(players)),
        computers: Vec::new(),
    }
}

/// A player's table, following the room from its messages alone.
pub(super) struct Follower {
    pub at: SeatAt,
    pub connection: u64,
    mailbox: Mailbox,
    token: SeatToken,
    pub record: Option<Record<Original>>,
    pub game: Option<AnyGame>,
    commitment: String,
    pub heard: Vec<ServerMessage>,
}

impl Follower {
    pub fn hear(&mut self) {
        let messages = drain(&mut self.mailbox).0;
        self.take(messages);
    }

    fn take(&mut self, messages: Vec<ServerMessage>) {
        for message in messages {
            match &message {
                // A rematch moves the players round: the welcome says where to.
                ServerMessage::Welcome { seat, .. } => self.at.seat = *seat,
                ServerMessage::Game { game } => self.start(game),
                ServerMessage::Applied {
                    index,
                    played: ForGame::Original(Played { action, dealt }),
                    ..
                } => {
                    let rules = OriginalRules::builtin();
                    let record = self.record.as_mut().expect("the game before its actions");
                    assert_eq!(*index as usize, record.actions.len(), "told in order");
                    let game = self.game.as_mut().unwrap();
                    record.follow(&rules, game, *action).unwrap();
                    if let Some(dealt) = dealt {
                        record.deal(&rules, game, dealt.clone()).unwrap();
                    }
                }
                _ => {}
            }
            self.heard.push(message);
        }
    }

    fn start(&mut self, game: &PublicGame) {
        let rules = OriginalRules::builtin();
        let ForGame::Original(record) = &game.record else {
            panic!("a room of the original game");
        };
        self.game = Some(record.replay(&rules).unwrap());
        self.record = Some(record.clone());
        self.commitment = game.commitment.clone();
    }

    /// Sends `message` on this player's connection.
    pub fn act(&self, hub: &mut Hub, message: ClientMessage) -> Result<(), Ending> {
        hub.act(&self.at.room, self.connection, message)
    }

    fn is_to_act(&self) -> bool {
        let game = self.game.as_ref().unwrap();
        game.player_to_act() == Some(self.at.seat)
    }
}

pub(super) fn seat_original(
    hub: &mut Hub,
    connection: u64,
    code: &RoomCode,
    name: &str,
    players: u8,
) -> Follower {
    seated_by(hub, connection, original_hello(code, name, players, None))
}

/// A player seated by this hello, following the room.
pub(super) fn seated_by(hub: &mut Hub, connection: u64, hello: ClientMessage) -> Follower {
    let (line, mut mailbox) = line();
    let at = hub.hello(connection, HERE, line, hello).unwrap();
    let heard = drain(&mut mailbox).0;
    let mut follower = Follower {
        at,
        connection,
        mailbox,
        token: token_in(&heard),
        record: None,
        game: None,
        commitment: String::new(),
        heard: Vec::new(),
    };
    follower.take(heard);
    follower
}

/// Every player hears what is new; the player to act next and the action's number in the
/// record, unless the game is over.
pub(super) fn next_turn(players: &mut [Follower]) -> Option<(Place, u32)> {
    for player in players.iter_mut() {
        player.hear();
    }
    let to_act = players[0].game.as_ref()?.player_to_act()?;
    let index = players[0].record.as_ref()?.actions.len() as u32;
    Some((to_act, index))
}

pub(super) fn refusal(ended: Result<SeatAt, Ending>) -> String {
    match ended {
        Err(Ending::Refused { reason, .. }) => reason,
        other => panic!("{other:?}"),
    }
}

#[test]
fn four_play_the_original_game_to_its_end_with_a_watcher_and_a_stand_in() {
    let (folder, store) = fresh_store("kingdoms");
    let (stand_ins, mut asked) = channel(4);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins;
    let code = RoomCode::parse("KNGD2345").unwrap();
    let names = ["Ann", "Bob", "Cy", "Di"];
    let mut players: Vec<Follower> = Vec::new();
    for (at, name) in names.iter().enumerate() {
        let player = seat_original(&mut hub, at as u64 + 1, &code, name, 4);
        assert_eq!(player.at.seat.index(), at);
        players.push(player);
    }
    for player in &mut players {
        player.hear();
        let game = player
            .game
            .as_ref()
            .expect("the game once every seat is taken");
        assert!(game.player_to_act().is_some());
        assert_eq!(
            player.record.as_ref().unwrap().deals.len(),
            1,
            "the first line dealt"
        );
    }
    let told_names = players[0].heard.iter().find_map(|m| match m {
        ServerMessage::Game { game } => Some(game.names.clone()),
        _ => None,
    });
    assert_eq!(told_names, Some(names.map(String::from).to_vec()));

    // Nobody joins another game, or this one with another rule set.
    let duel = refusal(hub.hello(9, HERE, line().0, hello(&code, "Eve", None)));
    assert!(
        duel.contains("plays Kingdomino for 4, not a Duel"),
        "{duel}"
    );
    let three = refusal(hub.hello(9, HERE, line().0, original_hello(&code, "Eve", 3, None)));
    assert!(three.contains("not Kingdomino for 3"), "{three}");
    let mut other_rules = original_hello(&code, "Eve", 4, None);
    if let ClientMessage::Hello { rules_id, .. } = &mut other_rules {
        *rules_id = RuleSet::builtin().id().to_string();
    }
    let rules = refusal(hub.hello(9, HERE, line().0, other_rules));
    assert!(rules.contains("with the rule set"), "{rules}");
    let nowhere = RoomCode::parse("KNGD9999").unwrap();
    let nine = refusal(hub.hello(9, HERE, line().0, original_hello(&nowhere, "Eve", 9, None)));
    assert!(nine.contains("no game of Kingdomino for 9"), "{nine}");
    assert!(!hub.rooms.contains_key(&nowhere), "nothing left behind");
    let full = refusal(hub.hello(9, HERE, line().0, original_hello(&code, "Eve", 4, None)));
    assert!(full.contains("every seat"), "{full}");

    let (watcher_line, mut watcher) = line();
    let watch = ClientMessage::Watch {
        version: PROTOCOL_VERSION,
        rules_id: OriginalRules::builtin().id().to_string(),
        room: code.clone(),
    };
    hub.watch(10, HERE, watcher_line, watch).unwrap();
    let shown = drain(&mut watcher).0;
    assert!(
        shown
            .iter()
            .any(|m| matches!(m, ServerMessage::Game { .. }))
    );
    let presences = shown
        .iter()
        .filter(|m| {
            matches!(
                m,
                ServerMessage::Presence {
                    connected: true,
                    ..
                }
            )
        })
        .count();
    assert_eq!(presences, 4, "{shown:?}");

    let mut left = false;
    let mut came_back = false;
    let mut stood_in_for = Vec::new();
    while let Some((to_act, index)) = next_turn(&mut players) {
        // Halfway, Cy leaves; the grace passes and Ann lets the computer play for them.
        if index == 20 && !left {
            left = true;
            hub.leave(&players[2].at, 3);
            let past = now_seconds() - AWAY_GRACE_SECONDS - 1;
            let cy = players[2].at.clone();
            hub.rooms
                .get_mut(&code)
                .unwrap()
                .room
                .set_away(cy.seat, Some(past));
            players[0].act(&mut hub, ClientMessage::StandIn).unwrap();
            players[0].hear();
            assert!(players[0].heard.contains(&ServerMessage::StandIn {
                seat: cy.seat,
                computer: true,
                played: Vec::new(),
            }));
            continue;
        }
        if let Ok(turn) = asked.try_recv() {
            let Table::Original(table) = &turn.table else {
                panic!("a room of the original game");
            };
            let action = RoomAction::Original(table.state().legal_actions()[0]);
            hub.play_stand_in(&turn, action).unwrap();
            stood_in_for.push(turn.index);
            continue;
        }
        let seat = to_act;
        if left && seat == players[2].at.seat {
            panic!("the computer was not asked to play for Cy at {index}");
        }
        let player = &players[seat.index()];
        assert!(player.is_to_act());
        let action = RoomAction::Original(player.game.as_ref().unwrap().legal_actions()[0]);
        // Another player still connected (Cy's connection was let go while away).
        let wrong = (1..4)
            .map(|step| &players[(seat.index() + step) % 4])
            .find(|other| !(left && other.at == players[2].at))
            .unwrap();
        wrong
            .act(&mut hub, ClientMessage::Act { index, action })
            .unwrap();
        let no_such_slot = RoomAction::Original(OriginalAction::Claim { slot: 9 });
        player
            .act(
                &mut hub,
                ClientMessage::Act {
                    index,
                    action: no_such_slot,
                },
            )
            .unwrap();
        player
            .act(&mut hub, ClientMessage::Act { index, action })
            .unwrap();
        // Cy comes back some rounds after the computer began to play for them.
        if left && stood_in_for.len() >= 3 {
            let (line, mailbox) = line();
            let token = players[2].token.clone();
            let back = hub
                .hello(11, HERE, line, original_hello(&code, "Cy", 4, Some(token)))
                .unwrap();
            assert_eq!(back, players[2].at);
            players[2].connection = 11;
            players[2].mailbox = mailbox;
            players[2].heard.clear();
            players[2].hear();
            assert!(
                players[2].heard.contains(&ServerMessage::StandIn {
                    seat: back.seat,
                    computer: false,
                    played: stood_in_for.clone(),
                }),
                "{:?}",
                players[2].heard
            );
            left = false;
            came_back = true;
        }
    }
    assert!(came_back, "the computer played for Cy until they came back");
    for player in &mut players {
        player.hear();
        let refused = player
            .heard
            .iter()
            .filter(|m| matches!(m, ServerMessage::Refused { .. }))
            .count();
        assert!(
            refused > 0,
            "each player tried out of turn and illegally at least once"
        );
    }
    // Every table followed the same game, whose lines the revealed secret explains.
    let record = players[0].record.clone().unwrap();
    let secret = players[0]
        .heard
        .iter()
        .find_map(|m| match m {
            ServerMessage::Ended { secret, .. } => RollSecret::from_hex(secret),
            _ => None,
        })
        .expect("the secret at the end");
    let original = OriginalRules::builtin();
    assert!(secret.explains::<Original>(
        &original,
        record.options,
        &kingdomino_core::online::dice::Commitment(players[0].commitment.clone()),
        &record.deals
    ));
    assert_eq!(record.deals.len(), 12);
    for player in &players[1..] {
        assert_eq!(player.record.as_ref(), Some(&record));
    }
    let watched = drain(&mut watcher).0;
    assert!(
        watched
            .iter()
            .any(|m| matches!(m, ServerMessage::Ended { .. }))
    );

    // Everyone asks to play again: each is welcomed a seat further round, to a new game.
    for player in &players {
        player.act(&mut hub, ClientMessage::Rematch).unwrap();
    }
    for player in &mut players {
        let before = player.at.seat.index();
        player.heard.clear();
        player.hear();
        let seat = player.heard.iter().find_map(|m| match m {
            ServerMessage::Welcome { seat, .. } => Some(seat.index()),
            _ => None,
        });
        assert_eq!(seat, Some((before + 1) % 4));
        let fresh = player.record.as_ref().unwrap();
        assert!(fresh.actions.is_empty() && fresh.deals.len() == 1);
    }
    let _ = std::fs::remove_dir_all(&folder);
}
