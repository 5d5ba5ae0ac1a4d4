"""Quicker construction for the frozen, slotted dataclasses that steps, actions and
events are: every step of every playout makes several of them.

A frozen dataclass's generated ``__init__`` sets each field with
``object.__setattr__(self, name, value)``, looking the method up for every field.
``quick_init`` gives such a class an ``__init__`` that calls each field's slot
setter directly, with the same signature and defaults. The bases ``Step``,
``Action`` and ``Event`` call it from ``__init_subclass__``, which a slotted
dataclass meets once its methods are made (``slots=True`` builds the class anew).
"""

from __future__ import annotations

import dataclasses
import inspect
from types import MemberDescriptorType
from typing import Any


def quick_init(cls: type) -> None:
    """Give ``cls`` the quicker ``__init__`` where it is a frozen, slotted dataclass whose
    ``__init__`` the dataclass made and takes exactly its fields (no ``__post_init__``,
    no factories, no keyword-only or InitVar parameters); any other class keeps its own."""
    init = cls.__dict__.get("__init__")
    params = cls.__dict__.get("__dataclass_params__")
    if init is None or params is None or not params.frozen or "__slots__" not in cls.__dict__:
        return
    if getattr(init, "__code__", None) is None or init.__code__.co_filename != "<string>":
        return  # written by hand, not made by the dataclass
    if hasattr(cls, "__post_init__"):
        return
    specs = dataclasses.fields(cls)
    if not specs or any(
        not spec.init or spec.kw_only or spec.default_factory is not dataclasses.MISSING
        for spec in specs
    ):
        return
    names = [spec.name for spec in specs]
    if list(inspect.signature(init).parameters)[1:] != names:
        return
    values: dict[str, Any] = {}
    for k, spec in enumerate(specs):
        slot = next((c.__dict__[spec.name] for c in cls.__mro__ if spec.name in c.__dict__), None)
        if type(slot) is not MemberDescriptorType:
            return
        values[f"_qi_set{k}"] = slot.__set__
        if spec.default is not dataclasses.MISSING:
            values[f"_qi_default{k}"] = spec.default
    args = ", ".join(
        name if spec.default is dataclasses.MISSING else f"{name}=_qi_default{k}"
        for k, (name, spec) in enumerate(zip(names, specs, strict=True))
    )
    body = "\n".join(f"        _qi_set{k}(self, {name})" for k, name in enumerate(names))
    source = f"def _qi_make({', '.join(values)}):\n    def __init__(self, {args}):\n{body}\n    return __init__\n"
    namespace: dict[str, Any] = {}
    exec(source, namespace)  # noqa: S102 - the text is made from the class's own field names
    quick = namespace["_qi_make"](**values)
    quick.__qualname__ = init.__qualname__
    quick.__doc__ = init.__doc__
    cls.__init__ = quick  # type: ignore[misc]
