// Does not compile: a student's half-finished file.
#include <iostream>

int main() { std::cout << "0 0 -1 -1" << std::endl return 0; }
