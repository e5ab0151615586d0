import FitCore
print("fitcheck")
