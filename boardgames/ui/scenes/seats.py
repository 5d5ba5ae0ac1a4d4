"""Seats and options: who plays (name, colour, person or computer) and the variants.

Names are edited in place: click the name (or focus it and press Enter), type,
then Enter to keep or Esc to cancel, so the whole screen works by keyboard too.
People's names are remembered between games (in the settings); a seat switched
between person and computer takes a fitting name unless one was typed for it. The
last table started for each game (its seats and the options set) is remembered too,
and set again the next time; a remembered table that no longer fits is not used.
"""

from __future__ import annotations

import random
import re

import pygame

from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.record import Seat
from boardgames.games import get_game
from boardgames.games.hooks import PersonSwitch, person_switch
from boardgames.saves import MAX_NAME, MAX_REMEMBERED_NAMES, clean_name
from boardgames.ui import theme
from boardgames.ui.aids import table_choice
from boardgames.ui.fonts import fit_text, line_height, render_text, wrap_text
from boardgames.ui.launch import new_record, open_game
from boardgames.ui.scene import Scene
from boardgames.ui.scenes.seat_drafts import BOT_LEVELS, SeatDraft, remembered_seats
from boardgames.ui.widgets.button import Button, ButtonGroup
from boardgames.ui.widgets.map_view import draw_tooltip

MESSAGE_SIZE = 18


class SeatsScene(Scene):
    def __init__(self, app, game_id: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.entry = get_game(game_id)
        ruleset = self.entry.ruleset
        self.game_id = game_id
        count = ruleset.min_players
        self.seats: list[SeatDraft] = []
        self.seats.append(SeatDraft(self.person_name(0), 0, False))
        self.seats.extend(SeatDraft(f"Computer {i}", i, True) for i in range(1, count))
        self.options = {spec.key: spec.default for spec in ruleset.options}
        self.options_set: set[str] = set()  # options a player changed: seats no longer move them
        # The table's aids for newcomers (not rules: the game plays the same either way).
        self.tips, self.hints = table_choice(app.settings.tables, game_id)
        self.editing: int | None = None
        self.switch_rows: list[tuple[int, int]] = []  # (seat, middle y) of each person's row
        self.edit_text = ""
        self.message = ""
        self.restore_table()
        self.buttons = ButtonGroup(columns=1)
        self.resize(app.size)

    # -- the last table -------------------------------------------------------------
    def restore_table(self) -> None:
        """Sit the last table started for this game again, if it is whole and still fits
        (anything odd in the settings file, and the defaults stay)."""
        saved = self.app.settings.tables.get(self.game_id)
        seats = remembered_seats(saved, self.entry.ruleset)
        if seats is None:
            return
        self.seats = seats
        for seat in seats:
            seat.switches = {
                switch.key: person_switch(self.app.settings.tables, self.game_id, seat.name, switch)
                for switch in self.entry.hooks.person_switches
            }
        options = saved.get("options") if isinstance(saved, dict) else None
        for spec in self.entry.ruleset.options:
            if isinstance(options, dict) and spec.key in options:
                value = options[spec.key]
                if value in spec.choices and type(value) is type(spec.default):
                    self.options[spec.key] = value
                    self.options_set.add(spec.key)

    def remember_table(self) -> None:
        """Keep this table for the next game of this one (saved with the names)."""
        self.app.settings.tables[self.game_id] = {
            "seats": [Seat(s.name, s.colour, s.is_bot, s.level).to_dict() for s in self.seats],
            "options": {key: self.options[key] for key in sorted(self.options_set)},
            "tips": self.tips,
            "hints": self.hints,
            "person_switches": {
                s.name: {w.key: self.switch_value(s, w) for w in self.entry.hooks.person_switches}
                for s in self.seats
                if not s.is_bot and self.entry.hooks.person_switches
            },
        }

    # -- layout ---------------------------------------------------------------------
    def seat_defaults(self) -> None:
        """Options whose default depends on who sits (with or without computers) follow
        the seats until a player sets them."""
        people_only = not any(seat.is_bot for seat in self.seats)
        for spec in self.entry.ruleset.options:
            if spec.default_all_people is not None and spec.key not in self.options_set:
                self.options[spec.key] = spec.default_all_people if people_only else spec.default

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.seat_defaults()
        focus = self.buttons.focus
        self.buttons.clear()
        ruleset = self.entry.ruleset
        left = max(40, width // 2 - 420)
        small = height < 680  # the heading and the rows close up to fit ten seats
        top = self.top = 96 if small else 150
        step = 46 if small else 50  # the option rows' pitch (and the seat buttons' row's)
        # Up to 10 seats must fit above the option and start rows, so rows shrink to fit;
        # two or more options go two to a row.
        paired = len(ruleset.options) >= 2
        option_rows = -(-len(ruleset.options) // 2) if paired else len(ruleset.options)
        switch_rows = len(self.people_with_switches())
        below = (step + 6) * (ruleset.max_players > ruleset.min_players) + step * option_rows + 130
        seat_row = ruleset.max_players > ruleset.min_players
        # Tips and hints share the seat row where it has room, else they have a row.
        aids_share = seat_row and not self.roles()
        below += 0 if aids_share else step
        below += switch_rows * (step - 6)
        row_height = max(30, min(56, (height - top - below) // max(1, len(self.seats))))
        tall = row_height - 12 if row_height >= 50 else row_height - 4
        self.row_height, self.row_tall = row_height, tall
        styles = self.styles()
        own = len(self.entry.hooks.seat_looks())
        for index, seat in enumerate(self.seats):
            y = top + index * row_height
            style = styles[index]
            label = (self.edit_text + "|") if self.editing == index else seat.name
            self.buttons.add(
                Button(
                    pygame.Rect(left, y, 300, tall),
                    label,
                    lambda i=index: self.edit(i),
                    hint="name",
                )
            )
            self.buttons.add(
                Button(
                    pygame.Rect(left + 310, y, 170, tall),
                    f"{style.letter}  {style.name}",
                    lambda i=index: self.cycle_colour(i),
                    index >= own,  # a seat with the game's own looks keeps them
                )
            )
            kind = f"Computer ({seat.level})" if seat.is_bot else "Person"
            self.buttons.add(
                Button(
                    pygame.Rect(left + 490, y, 250, tall), kind, lambda i=index: self.cycle_kind(i)
                )
            )
        y = top + len(self.seats) * row_height + 10
        seat_width = 180 if aids_share else 200
        if seat_row:
            self.buttons.add(
                Button(
                    pygame.Rect(left, y, seat_width, 40),
                    "Add a seat",
                    self.add_seat,
                    len(self.seats) < ruleset.max_players,
                )
            )
            self.buttons.add(
                Button(
                    pygame.Rect(left + seat_width + 10, y, seat_width, 40),
                    "Remove a seat",
                    self.remove_seat,
                    len(self.seats) > ruleset.min_players,
                )
            )
        if self.roles():
            self.buttons.add(
                Button(pygame.Rect(left + 420, y, 220, 40), "Draw by lot", self.draw_lots)
            )
        if seat_row or self.roles():
            y += step + 6
        aids_x, aids_y = (left + 380, y - step - 6) if aids_share else (left, y)
        for index, (label, on, toggle) in enumerate(
            (("Tips", self.tips, self.toggle_tips), ("Hints", self.hints, self.toggle_hints))
        ):
            rect = pygame.Rect(aids_x + index * (seat_width + 10), aids_y, seat_width, 40)
            self.buttons.add(Button(rect, f"{label}: {'on' if on else 'off'}", toggle))
        if not aids_share:
            y += step
        option_width = 365 if paired else 740
        self.option_help: dict[int, str] = {}  # button index -> what the option does
        for index, spec in enumerate(ruleset.options):
            value = self.options[spec.key]
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            column = index % 2 if paired else 0
            self.option_help[len(self.buttons.buttons)] = spec.help
            self.buttons.add(
                Button(
                    pygame.Rect(left + column * (option_width + 10), y, option_width, 40),
                    f"{spec.label}: {shown}",
                    lambda s=spec: self.cycle_option(s),
                )
            )
            if column == 1 or not paired or index == len(ruleset.options) - 1:
                y += step
        y = self._lay_out_switches(left, y, step - 6)
        y = max(y + 10, min(height - 110, height - 62 - line_height(MESSAGE_SIZE)))
        for index, (label, action, key, hint) in enumerate(
            (
                ("Start the game", self.start, pygame.K_F5, "F5"),
                ("Learn to play", self.learn, pygame.K_F2, "F2"),
                ("Back", self.back, None, "Esc"),
            )
        ):
            rect = pygame.Rect(left + index * 250, y, 240, 50)
            self.buttons.add(Button(rect, label, action, hotkey=key, hint=hint))
        self.buttons.focus = min(focus, len(self.buttons.buttons) - 1)
        self.left = left

    def people_with_switches(self) -> list[int]:
        """The rows of people, who each set the game's own preferences (none: no switches)."""
        if not self.entry.hooks.person_switches:
            return []
        return [index for index, seat in enumerate(self.seats) if not seat.is_bot]

    def switch_value(self, seat: SeatDraft, switch: PersonSwitch) -> bool:
        return seat.switches.get(switch.key, switch.default)

    def _lay_out_switches(self, left: int, y: int, step: int) -> int:
        """A row for each person: their name and a button per preference ("Roll for me:
        off"), under the options."""
        switches = self.entry.hooks.person_switches
        width = (740 - 160 - 10 * (len(switches) - 1)) // max(1, len(switches))
        self.switch_rows = []
        for index in self.people_with_switches():
            self.switch_rows.append((index, y + (step - 6) // 2))
            seat = self.seats[index]
            for column, switch in enumerate(switches):
                shown = "on" if self.switch_value(seat, switch) else "off"
                self.buttons.add(
                    Button(
                        pygame.Rect(left + 160 + column * (width + 10), y, width, step - 6),
                        f"{switch.label}: {shown}",
                        lambda i=index, w=switch: self.flip_switch(i, w),
                    )
                )
            y += step
        return y

    def flip_switch(self, index: int, switch: PersonSwitch) -> None:
        seat = self.seats[index]
        seat.switches[switch.key] = not self.switch_value(seat, switch)
        self.resize(self.app.size)

    def styles(self) -> list[theme.PlayerStyle]:
        colours = [seat.colour for seat in self.seats]
        own = self.entry.hooks.seat_looks()
        return theme.seat_styles(colours, self.app.settings.colour_blind_palette, own)

    # -- names ----------------------------------------------------------------------
    def _names_taken(self, index: int) -> set[str]:
        return {seat.name.casefold() for i, seat in enumerate(self.seats) if i != index}

    def person_name(self, index: int) -> str:
        """A remembered person's name no other seat has, else 'Player N'."""
        taken = self._names_taken(index)
        for name in self.app.settings.player_names:
            if name.casefold() not in taken:
                return name
        return next(f"Player {n}" for n in range(index + 1, 99) if f"player {n}" not in taken)

    def computer_name(self, index: int) -> str:
        taken = self._names_taken(index)
        return next(
            f"Computer {n}" for n in range(max(1, index), 99) if f"computer {n}" not in taken
        )

    def remember_names(self) -> None:
        """Keep the people's names for the next game (most recent first; 'Player 2' and
        the like are not names worth keeping)."""
        people = [
            seat.name
            for seat in self.seats
            if not seat.is_bot and not re.fullmatch(r"Player \d+", seat.name)
        ]
        folded = {name.casefold() for name in people}
        older = [n for n in self.app.settings.player_names if n.casefold() not in folded]
        self.app.settings.player_names = (people + older)[:MAX_REMEMBERED_NAMES]
        try:
            self.app.settings.save()
        except OSError as exc:  # the game still starts; the names are kept in memory
            self.app.notify(f"Settings could not be saved: {exc.strerror or exc}")

    # -- actions --------------------------------------------------------------------
    def edit(self, index: int) -> None:
        self.editing = index
        self.edit_text = self.seats[index].name
        pygame.key.start_text_input()
        self.resize(self.app.size)

    def finish_edit(self, keep: bool) -> None:
        if self.editing is None:
            return
        name = clean_name(self.edit_text)
        if keep:
            if name:
                if name != self.seats[self.editing].name:
                    self.seats[self.editing].name, self.seats[self.editing].typed = name, True
                self.message = ""
            else:
                self.message = "A name cannot be empty; the old name was kept."
        self.editing = None
        pygame.key.stop_text_input()
        self.resize(self.app.size)

    def cycle_colour(self, index: int) -> None:
        palette = theme.palette(self.app.settings.colour_blind_palette)
        taken = {seat.colour for i, seat in enumerate(self.seats) if i != index}
        colour = self.seats[index].colour
        for _ in range(len(palette)):
            colour = (colour + 1) % len(palette)
            if colour not in taken:
                break
        self.seats[index].colour = colour
        self.resize(self.app.size)

    def cycle_kind(self, index: int) -> None:
        seat = self.seats[index]
        if not seat.is_bot:
            seat.is_bot, seat.level = True, BOT_LEVELS[0]
            if not seat.typed:
                seat.name = self.computer_name(index)
        elif seat.level != BOT_LEVELS[-1]:
            seat.level = BOT_LEVELS[BOT_LEVELS.index(seat.level) + 1]
        else:
            seat.is_bot = False
            if not seat.typed:
                seat.name = self.person_name(index)
        self.resize(self.app.size)

    def roles(self) -> tuple[str, ...]:
        """What each row plays, for a game whose seats have roles (else empty)."""
        return tuple(self.entry.hooks.seat_roles(len(self.seats)))

    def draw_lots(self) -> None:
        """Shuffle who sits where (names, kinds and colours move together): at a table the
        candidates would be drawn from a hat. The shuffle is the app's, not the game's seed."""
        random.SystemRandom().shuffle(self.seats)
        roles = self.roles()
        pairs = ", ".join(
            f"{seat.name} plays {role}" for seat, role in zip(self.seats, roles, strict=False)
        )
        self.message = f"Drawn by lot: {pairs}."
        self.resize(self.app.size)

    def add_seat(self) -> None:
        taken = {seat.colour for seat in self.seats}
        free = [c for c in range(len(theme.SAFE_PALETTE)) if c not in taken]
        colour = free[0] if free else len(self.seats) % len(theme.SAFE_PALETTE)  # > 6 seats
        self.seats.append(SeatDraft("", colour, True))
        self.seats[-1].name = self.computer_name(len(self.seats) - 1)
        self.resize(self.app.size)

    def remove_seat(self) -> None:
        self.seats.pop()
        self.resize(self.app.size)

    def cycle_option(self, spec) -> None:  # type: ignore[no-untyped-def]
        choices = list(spec.choices)
        current = choices.index(self.options[spec.key])
        self.options[spec.key] = choices[(current + 1) % len(choices)]
        self.options_set.add(spec.key)
        self.resize(self.app.size)

    def toggle_tips(self) -> None:
        self.tips = not self.tips
        self.resize(self.app.size)

    def toggle_hints(self) -> None:
        self.hints = not self.hints
        self.resize(self.app.size)

    def learn(self) -> None:
        """A short first game: this person against easy computers at the fewest seats, the
        game's usual options, tips and hints on; its first screen, then the game."""
        from boardgames.ui.scenes.learn import LearnScene

        person = next((seat for seat in self.seats if not seat.is_bot), None)
        name = person.name if person is not None else self.person_name(0)
        self.seats = [SeatDraft(name, 0, False, typed=person is not None and person.typed)]
        for index in range(1, self.entry.ruleset.min_players):
            self.seats.append(SeatDraft(self.computer_name(index), index, True, "easy"))
        self.options = {spec.key: spec.default for spec in self.entry.ruleset.options}
        self.options_set.clear()
        self.tips = self.hints = True
        self.resize(self.app.size)
        self.app.stack.push(LearnScene(self.app, self.game_id, self.start))

    def start(self) -> None:
        names = [seat.name.casefold() for seat in self.seats]
        if len(set(names)) != len(names):
            self.message = "Each seat needs a different name."
            return
        seats = [Seat(s.name, s.colour, s.is_bot, s.level) for s in self.seats]
        self.remember_table()
        self.remember_names()
        try:
            open_game(self.app, new_record(self.game_id, seats, self.options))
        except (DataError, MapError, BoardError) as exc:  # a damaged shipped or edited file
            self.message = f"The game cannot start: {exc}"

    def back(self) -> None:
        self.app.stack.pop()

    # -- input and drawing ----------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            if event.type == pygame.TEXTINPUT:
                self.edit_text = (self.edit_text + event.text)[:MAX_NAME]
                self.resize(self.app.size)
            elif event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                    self.finish_edit(keep=True)
                elif event.key == pygame.K_ESCAPE:
                    self.finish_edit(keep=False)
                elif event.key == pygame.K_BACKSPACE:
                    self.edit_text = self.edit_text[:-1]
                    self.resize(self.app.size)
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self.finish_edit(keep=True)
                self.buttons.handle(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        ruleset = self.entry.ruleset
        title = render_text(f"{ruleset.title}: seats and options", 34, theme.TEXT, "title")
        small = self.top < 150
        surface.blit(title, (self.left, 20 if small else 40))
        hint = "Click a name to type a new one; click colour or kind to change it. F5 starts."
        if self.roles():
            hint = "Each row plays the role at its right. Type a name, or draw by lot. F5 starts."
        sub = render_text(
            hint,
            16,
            theme.TEXT_DIM,
        )
        surface.blit(sub, (self.left, 66 if small else 96))
        for index, style in enumerate(self.styles()):
            centre = (self.left - 20, self.top + index * self.row_height + self.row_tall // 2)
            pygame.draw.circle(surface, style.colour, centre, 12)
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, 12, 1)  # black, white need it
            letter = render_text(style.letter, 14, theme.readable_on(style.colour), "bold")
            surface.blit(letter, letter.get_rect(center=centre))
        room = width - (self.left + 750) - 8
        for index, role in enumerate(self.roles()):
            if room < 40:
                break
            text = render_text(fit_text(role, 15, room, "semibold"), 15, theme.TEXT, "semibold")
            middle = self.top + index * self.row_height + self.row_tall // 2
            surface.blit(text, text.get_rect(midleft=(self.left + 750, middle)))
        for index, middle in self.switch_rows:  # whose preferences each row holds
            name = fit_text(f"{self.seats[index].name}:", 15, 150, "semibold")
            text = render_text(name, 15, theme.TEXT, "semibold")
            surface.blit(text, text.get_rect(midleft=(self.left, middle)))
        self.buttons.draw(surface)
        if self.message:
            self.draw_message(surface, self.message, theme.ACCENT)
        self.draw_option_help(surface)

    def draw_option_help(self, surface: pygame.Surface) -> None:
        """What the option under the mouse (or, from the keyboard, in focus) does, in a box
        just above its button."""
        buttons = self.buttons.buttons
        for index, help_text in self.option_help.items():
            button = buttons[index]
            focused = self.buttons.keyboard_used and self.buttons.focus == index
            if help_text and (button.hovered or focused):
                width = max(button.rect.width, 420)
                draw_tooltip(surface, button.rect.topleft, [help_text], width, button.rect)
                return

    def draw_message(self, surface: pygame.Surface, message: str, colour: theme.Colour) -> None:
        """The message in up to two lines under the buttons; a longer one ends in '...'."""
        size = MESSAGE_SIZE
        width, height = surface.get_size()
        lines = wrap_text(message, size, width - 80)
        if len(lines) > 2:
            lines = [lines[0], fit_text(" ".join(lines[1:]), size, width - 80)]
        step = line_height(size)
        bottom = height - 12 - step * (len(lines) - 1)
        for index, line in enumerate(lines):
            note = render_text(line, size, colour)
            surface.blit(note, note.get_rect(midbottom=(width // 2, bottom + index * step)))
