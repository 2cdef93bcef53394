//! The `dd` power's turn online: the opponent ends a turn, takes two dice and draws at once,
//! while this table still shows the last turn's spellbook (the race that stalled a game).

use super::*;
use kingdomino_core::duel::{Duel, Power, SeatNumber, Step};
use kingdomino_core::games::GameSetup;
use kingdomino_core::player_files::data_store::now_seconds;
use kingdomino_duel::app::duel::DuelPhase;

const FAST: SeatNumber = SeatNumber::SECOND;

/// The turns early enough that the game surely goes on to the next.
const EARLY_TURNS: u32 = 6;

/// Whether two dice were taken at once in the game.
fn two_dice_taken(record: &Record<Duel>) -> bool {
    record
        .actions
        .iter()
        .any(|action| matches!(action, Action::TakeTwoDice { .. }))
}

/// A room played by two Easy computers up to a turn whose last drawing is the second seat's,
/// with the `dd` power kept for the next turn, where it picks first; its seat tokens.
fn room_before_a_turn_of_two_dice(rules: &Arc<RuleSet>) -> (Room, [SeatToken; 2]) {
    // Played now: a room idle for a day would be swept from the store.
    let now = now_seconds();
    for attempt in 0..200u8 {
        let code = RoomCode::parse("TWDYCE23").unwrap();
        let duel = duel_room_game(rules);
        let mut room = Room::new(&duel, code, RollSecret([attempt; 32]), 7, now).unwrap();
        let tokens = ["first", "second"].map(|token| SeatToken(token.into()));
        for token in &tokens {
            room.join(token.0.clone(), false, None, token.clone(), now)
                .unwrap();
        }
        let mut players = [Level::Easy.player::<Duel>(1), Level::Easy.player::<Duel>(2)];
        while !room.is_over() && duel_table(&room).state().turn() <= EARLY_TURNS {
            let (state, record) = (duel_table(&room).state(), duel_table(&room).record());
            let ready = state.step() == (Step::Fill { player: FAST })
                && state.player_a() == FAST.other()
                && state.has_power(FAST, rules, Power::TakeTwoDice);
            if ready {
                return (room, tokens);
            }
            let seat = state.to_act().unwrap();
            let action = RoomAction::Duel(players[seat].choose(rules, state).unwrap());
            let index = record.actions.len() as u32;
            room.act(seat.into(), index, action, now).unwrap();
        }
    }
    panic!("no game of 200 gave the second seat the dd power in time");
}

/// The second seat, played over a bare connection by the Easy computer (two dice whenever it
/// may), each action sent the moment the server's word allows it.
struct FastOpponent {
    client: RawClient,
    state: Option<GameState>,
    index: u32,
    sent: Option<u32>,
    player: Box<dyn kingdomino_core::ai::Player<Duel>>,
    ended: bool,
}

impl FastOpponent {
    /// Follows what the server said so far; whether it has told everything up to the
    /// opponent's last action sent.
    fn follow(&mut self, rules: &RuleSet) {
        while let Some(event) = self.client.receiver.try_recv() {
            let ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) = event else {
                continue;
            };
            match decode_server(&text).unwrap() {
                ServerMessage::Game { game } => {
                    let record = duel_record(game.record);
                    self.index = record.actions.len() as u32;
                    self.state = Some(record.replay(rules).unwrap());
                }
                ServerMessage::Applied {
                    played:
                        ForGame::Duel(Played {
                            action,
                            dealt: roll,
                        }),
                    ..
                } => {
                    let state = self.state.as_mut().expect("the game came first");
                    state.apply_unreported(rules, action).unwrap();
                    if let Some(faces) = roll {
                        state.give_roll(rules, faces).unwrap();
                    }
                    self.index += 1;
                }
                ServerMessage::Ended { .. } => self.ended = true,
                ServerMessage::Refused { reason } | ServerMessage::Closing { reason, .. } => {
                    panic!("the server refused the fast opponent: {reason}")
                }
                _ => {}
            }
        }
    }

    /// Its next action, once the server applied the last one.
    fn act(&mut self, rules: &RuleSet) {
        let Some(state) = &self.state else { return };
        if state.to_act() != Some(FAST) || self.sent == Some(self.index) {
            return;
        }
        let legal = state.legal_actions(rules);
        let action = legal
            .iter()
            .copied()
            .find(|action| matches!(action, Action::TakeTwoDice { .. }))
            .unwrap_or_else(|| self.player.choose(rules, state).unwrap());
        self.client.send(&encode(&ClientMessage::Act {
            index: self.index,
            action: RoomAction::Duel(action),
        }));
        self.sent = Some(self.index);
    }

    /// Waits for the server to tell its actions up to the moment it waits for the other seat.
    fn play_out_its_turn(&mut self, rules: &RuleSet) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            self.follow(rules);
            self.act(rules);
            let waits = self.state.as_ref().is_some_and(|state| {
                state.to_act() == Some(FAST.other()) && two_dice_taken_in(state)
            });
            if waits {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the fast opponent's turn took too long"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// Whether this turn's draft was two dice taken at once (the turn's first pick is gone and the
/// other seat never picked).
fn two_dice_taken_in(state: &GameState) -> bool {
    matches!(state.step(), Step::Fill { player } if player != state.player_a())
}

#[test]
fn an_opponent_who_takes_two_dice_and_draws_during_this_table_s_spellbook_is_followed() {
    let rules = Arc::new(RuleSet::builtin());
    let (room, tokens) = room_before_a_turn_of_two_dice(&rules);
    let code = room.code().clone();
    let (_server, port) = serve_stored(&room, "online-two-dice");

    let mut table = title_app();
    let request = OnlineRequest {
        server: format!("127.0.0.1:{port}"),
        room: Some(code.clone()),
        create: false,
        name: "first".into(),
        local: Seat::Computer(Level::Easy),
        exit_when_done: false,
        game: GameSetup::Duel,
        computers: Vec::new(),
    };
    table.insert_resource(OnlineSession::returning(request, tokens[0].clone(), None));
    let mut fast = FastOpponent {
        client: RawClient::connect(port),
        state: None,
        index: 0,
        sent: None,
        player: Level::Easy.player::<Duel>(9),
        ended: false,
    };
    fast.client
        .send(&hello(Some(code.as_str()), Some(tokens[1].clone())));

    // The table shows the turn's map filling; the opponent draws the turn's last domino, then
    // the table's spellbook shows while the next turn's two dice are taken and drawn.
    let deadline = Instant::now() + Duration::from_secs(30);
    while phase(&table) != Some(DuelPhase::MapFilling) {
        assert!(
            Instant::now() < deadline,
            "the table never showed the map filling"
        );
        fast.follow(&rules);
        table.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    fast.play_out_its_turn(&rules);
    for _ in 0..40 {
        if two_dice_taken(game(&table).record())
            && game(&table).record().actions.len() == fast.index as usize
        {
            break;
        }
        table.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(
        phase(&table),
        Some(DuelPhase::Spellbook),
        "the last turn's spellbook still shows"
    );
    assert_eq!(game(&table).state().to_act(), Some(FAST.other()));

    let deadline = Instant::now() + Duration::from_secs(120);
    while !(fast.ended && status(&table) == OnlineStatus::Over) {
        assert!(
            Instant::now() < deadline,
            "the game did not finish: the table is in {:?} of turn {}, {} actions",
            phase(&table),
            game(&table).state().turn(),
            actions(&table)
        );
        if let OnlineStatus::Failed(why) = status(&table) {
            panic!("the online game stopped: {why}");
        }
        fast.follow(&rules);
        fast.act(&rules);
        table.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(
        game(&table).state(),
        fast.state.as_ref().unwrap(),
        "both sides end on the same game"
    );
}
